package org.mahjongresults.web.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;

/**
 * The layering between the modules (README): web -> db -> engine, never back. The web module's test classpath holds
 * all three modules' production classes, so the rules for the engine and the db are checked here too. Where a rule
 * is about frameworks, the list names the libraries the build brings, so a new dependency has to be placed on purpose.
 */
@NoDatabase
class LayeringTest {

    private static final String ENGINE = "org.mahjongresults.engine..";
    private static final String DB = "org.mahjongresults.db..";
    private static final String WEB = "org.mahjongresults.web..";

    private static JavaClasses production;

    @BeforeAll
    static void importProductionClasses() {
        production = ProductionClasses.get();
    }

    @Test
    void theModulesDependOneWayWebOnDbOnEngine() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("web").definedBy(WEB)
                .layer("db").definedBy(DB)
                .layer("engine").definedBy(ENGINE)
                .whereLayer("web").mayNotBeAccessedByAnyLayer()
                .whereLayer("db").mayOnlyBeAccessedByLayers("web")
                .whereLayer("engine").mayOnlyBeAccessedByLayers("db", "web")
                .check(production);
    }

    @Test
    void theEngineUsesTheJavaPlatformAndItselfOnly() {
        classes().that().resideInAPackage(ENGINE)
                .should().onlyDependOnClassesThat().resideInAnyPackage(ENGINE, "java..")
                .because("the engine is the rules of mahjong: no Javalin, jOOQ, Thymeleaf, JDBC, logging or other "
                        + "framework, so it can be read, tested and reused alone (README, STYLE habit 13)")
                .check(production);
    }

    @Test
    void theEngineDoesNotTouchJdbcEvenThroughTheJavaPlatform() {
        noClasses().that().resideInAPackage(ENGINE)
                .should().dependOnClassesThat().resideInAnyPackage("java.sql..", "javax.sql..", "java.net.http..")
                .because("the engine does no I/O beyond its command line's standard streams")
                .check(production);
    }

    @Test
    void theWebModuleNeverTouchesJooqOrJdbc() {
        noClasses().that().resideInAPackage(WEB)
                .should().dependOnClassesThat().resideInAnyPackage("org.jooq..", "java.sql..", "com.zaxxer..",
                        "org.flywaydb..")
                .because("SQL lives in the db module's repositories, which return records (STYLE habit 10)")
                .check(production);
    }

    @Test
    void theDbModuleKnowsNothingOfHttpOrPages() {
        noClasses().that().resideInAPackage(DB)
                .should().dependOnClassesThat().resideInAnyPackage("io.javalin..", "jakarta.servlet..",
                        "org.thymeleaf..", "org.eclipse.jetty..")
                .because("the db module persists and queries; requests and pages are the web module's")
                .check(production);
    }

    @Test
    void theEnginesCommandLineJsonStaysTheCommandLines() {
        noClasses().that().resideOutsideOfPackage("org.mahjongresults.engine.cli..")
                .should().dependOnClassesThat().haveFullyQualifiedName("org.mahjongresults.engine.cli.Json")
                .because("the engine's reader and writer exist so its command line needs no library; the website "
                        + "writes and reads JSON through Jackson (db.JsonCodec, Javalin's JSON mapper)")
                .check(production);
    }
}
