package org.mahjongresults.web.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The roles inside a feature: a controller parses and renders, a service owns the use case, a repository persists and
 * queries (README, "Package by feature"). The layering between the modules (web -> db -> engine) is tested elsewhere;
 * these rules are about who may call whom within them.
 */
class ServiceLayerTest {

    private static JavaClasses production;

    @BeforeAll
    static void importProductionClasses() {
        production = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.mahjongresults");
    }

    @Test
    void servicesKnowNothingOfHttpOrRendering() {
        noClasses().that().haveSimpleNameEndingWith("Service")
                .should().dependOnClassesThat().resideInAnyPackage("io.javalin..", "jakarta.servlet..", "org.thymeleaf..")
                .because("a service takes and returns values; the controller owns the request and the page")
                .check(production);
    }

    @Test
    void servicesNeverCallControllers() {
        noClasses().that().haveSimpleNameEndingWith("Service")
                .should().dependOnClassesThat().haveSimpleNameEndingWith("Controller")
                .because("calls go down: controller -> service -> repository")
                .check(production);
    }

    @Test
    void repositoriesNeverCallServicesControllersOrTheWebModule() {
        noClasses().that().haveSimpleNameEndingWith("Repository")
                .should().dependOnClassesThat().haveSimpleNameEndingWith("Service")
                .orShould().dependOnClassesThat().haveSimpleNameEndingWith("Controller")
                .orShould().dependOnClassesThat().resideInAPackage("org.mahjongresults.web..")
                .because("a repository persists and queries; what follows a write is the service's business")
                .check(production);
    }

    @Test
    void noControllerCallsAnotherController() {
        noClasses().that().haveSimpleNameEndingWith("Controller")
                .should().dependOnClassesThat().haveSimpleNameEndingWith("Controller")
                .because("what two pages share is a service's or a helper's, not one page's handler called by another")
                .check(production);
    }

    @Test
    void theDrawPlayersTournamentStandingsAndSwissControllersReachTheDatabaseOnlyThroughServices() {
        noClasses().that().haveSimpleNameEndingWith("Controller")
                .and().resideInAnyPackage("org.mahjongresults.web.draw..", "org.mahjongresults.web.players..",
                        "org.mahjongresults.web.tournament..", "org.mahjongresults.web.standings..",
                        "org.mahjongresults.web.swiss..")
                // The Swiss sheet's handlers still read their repositories; they move to a service on the branch
                // "sheets" (issue 12). Delete this line when that branch is merged.
                .and().doNotHaveFullyQualifiedName("org.mahjongresults.web.swiss.SwissController")
                .should().dependOnClassesThat().haveSimpleNameEndingWith("Repository")
                .because("a controller parses, calls its feature's service and renders (issue 12)")
                .check(production);
    }
}
