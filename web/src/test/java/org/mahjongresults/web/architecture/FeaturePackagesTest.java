package org.mahjongresults.web.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.mahjongresults.db.testing.NoDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Rules over every class of the website's packages, whatever its name: the suffix rules of {@link ServiceLayerTest}
 * miss the page builders (*Pages), the rule-set strategies (*Rules), the lookups and the live events. A controller
 * is known by the route table ({@code Routes.Controllers} holds each feature's public handler interface, which the
 * controller implements), a reader of the database by what it depends on.
 */
@NoDatabase
class FeaturePackagesTest {

    private static final String WEB = "org.mahjongresults.web..";
    private static final String WIRING = "org.mahjongresults.web.";

    private static JavaClasses production;
    /** The features' public handler interfaces that the route table holds. */
    private static Set<String> handlers;
    private static Set<String> controllers;

    @BeforeAll
    static void importProductionClasses() {
        production = ProductionClasses.get();
        handlers = production.get("org.mahjongresults.web.Routes$Controllers").getFields().stream()
                .map(JavaField::getRawType).map(JavaClass::getName).collect(Collectors.toSet());
        controllers = production.stream()
                .filter(c -> !c.isInterface() && c.getAllRawInterfaces().stream()
                        .anyMatch(i -> handlers.contains(i.getName())))
                .map(JavaClass::getName).collect(Collectors.toSet());
    }

    /** The features' handler interfaces of the route table: the only way from outside a feature to its pages. */
    private static DescribedPredicate<JavaClass> handlerInterfaces() {
        return DescribedPredicate.describe("handler interfaces of the route table", c -> handlers.contains(c.getName()));
    }

    /** The controllers of the route table. */
    private static DescribedPredicate<JavaClass> controllers() {
        return DescribedPredicate.describe("controllers of the route table", c -> controllers.contains(c.getName()));
    }

    /** The classes that read or write the database: the db module's repositories and its Database. */
    private static DescribedPredicate<JavaClass> databaseAccess() {
        return DescribedPredicate.describe("repositories of the db module", c -> c.getPackageName()
                .startsWith("org.mahjongresults.db") && (c.getSimpleName().endsWith("Repository")
                || c.getName().equals("org.mahjongresults.db.Database")));
    }

    /** The application's wiring: {@code Main}, {@code App} and its nested classes build everything. */
    private static DescribedPredicate<JavaClass> theWiring() {
        return DescribedPredicate.describe("the wiring (Main, App)", c -> c.getName().equals(WIRING + "Main")
                || c.getName().equals(WIRING + "App") || c.getName().startsWith(WIRING + "App$"));
    }

    /** The classes that depend directly on a repository or the Database. */
    private static DescribedPredicate<JavaClass> readTheDatabase() {
        DescribedPredicate<JavaClass> access = databaseAccess();
        return DescribedPredicate.describe("read the database", c -> c.getDirectDependenciesFromSelf().stream()
                .anyMatch(d -> access.test(d.getTargetClass())));
    }

    @Test
    void everyControllerIsPackagePrivateBehindItsFeaturesHandlerInterface() {
        assertThat(controllers).as("the controllers behind the route table's interfaces").hasSameSizeAs(handlers);
        classes().that(controllers())
                .should().notBePublic()
                .andShould().haveSimpleNameEndingWith("Controller")
                .because("a feature's controller parses and renders its pages; the route table reaches it through "
                        + "the feature's public handler interface (STYLE: controllers are package-private)")
                .check(production);
        classes().that().resideInAPackage(WEB).and().haveSimpleNameEndingWith("Controller")
                .should().notBePublic()
                .check(production);
    }

    @Test
    void everyControllerHasAtMostThreeHundredLines() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            List<String> tooLong = files.filter(f -> f.getFileName().toString().endsWith("Controller.java"))
                    .filter(f -> lines(f) > 300)
                    .map(f -> f.getFileName() + " has " + lines(f) + " lines").toList();
            assertThat(tooLong).as("controllers over 300 lines: move page building into a *Pages class").isEmpty();
        }
    }

    private static long lines(Path file) {
        try (Stream<String> lines = Files.lines(file)) {
            return lines.count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void onlyTheRouteTableAndTheWiringReachAController() {
        noClasses().that().resideInAPackage(WEB)
                .and().doNotHaveFullyQualifiedName("org.mahjongresults.web.Routes")
                .and().doNotHaveFullyQualifiedName("org.mahjongresults.web.Routes$Controllers")
                .and(DescribedPredicate.not(theWiring()))
                .and(DescribedPredicate.not(handlerInterfaces()))
                .should().dependOnClassesThat(controllers())
                .because("a controller is a page's entry point: a service, a page builder, a rule set, a lookup or "
                        + "the live events that called one would run a request's handler inside another's")
                .check(production);
    }

    @Test
    void noClassThatReadsTheDatabaseRendersAPage() {
        noClasses().that().resideInAPackage(WEB)
                .and(DescribedPredicate.not(theWiring()))
                .and(readTheDatabase())
                .should().dependOnClassesThat().resideInAnyPackage("org.thymeleaf..")
                .orShould().dependOnClassesThat()
                .haveFullyQualifiedName("org.mahjongresults.web.rendering.ThymeleafRenderer")
                .because("the use case reads and writes, the controller renders what it returns (README, a package "
                        + "per feature)")
                .check(production);
    }
}
