package org.mahjongresults.web.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * The production classes of all three modules, imported once per test JVM for every architecture test: an import
 * reads every class file and takes seconds, which each test class used to spend again.
 */
final class ProductionClasses {

    private static JavaClasses imported;

    private ProductionClasses() {
    }

    static synchronized JavaClasses get() {
        if (imported == null) {
            imported = new ClassFileImporter()
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                    // Under `mvn verify` the db module's test classes reach web as its packaged test-jar, which the
                    // option above (it knows test-classes folders) lets through.
                    .withImportOption(location -> !location.contains("-tests.jar"))
                    .importPackages("org.mahjongresults");
        }
        return imported;
    }
}
