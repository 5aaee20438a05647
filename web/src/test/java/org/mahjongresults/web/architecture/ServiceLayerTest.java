package org.mahjongresults.web.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;

/**
 * The roles inside a feature: a controller parses and renders, a service owns the use case, a repository persists and
 * queries (README, "Package by feature"). The layering between the modules (web -> db -> engine) is tested elsewhere;
 * these rules are about who may call whom within them.
 */
@NoDatabase
class ServiceLayerTest {

    private static JavaClasses production;

    @BeforeAll
    static void importProductionClasses() {
        production = ProductionClasses.get();
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
    void controllersReachTheirDataOnlyThroughServices() {
        noClasses().that().haveSimpleNameEndingWith("Controller")
                .should().dependOnClassesThat().haveSimpleNameEndingWith("Repository")
                .because("a controller parses, calls a service and renders; the service owns the use case and its "
                        + "repositories (issue 12)")
                .check(production);
    }

    @Test
    void scoringIsTheEnginesNotTheDbModules() {
        noClasses().that().resideInAPackage("org.mahjongresults.db..")
                .should().dependOnClassesThat().haveSimpleNameEndingWith("Scorer")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("org.mahjongresults.engine.mcr.fan.FanEngine")
                .orShould().dependOnClassesThat()
                .haveFullyQualifiedName("org.mahjongresults.engine.sichuan.DeclaredHand")
                .orShould().dependOnClassesThat()
                .haveFullyQualifiedName("org.mahjongresults.engine.sichuan.SichuanSettlement")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("org.mahjongresults.engine.results.SheetEntry")
                .because("a hand is scored and settled by the engine; the db stores the scored hand it is given")
                .check(production);
        noClasses().that().resideInAPackage("org.mahjongresults.db..")
                .and().resideOutsideOfPackage("org.mahjongresults.db.demo..")
                .should().dependOnClassesThat().haveSimpleNameEndingWith("HandScoring")
                .because("repositories receive scored hands; only the demo loader asks the engine to score its hands")
                .check(production);
    }
}
