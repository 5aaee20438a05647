package org.mahjongresults.web.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.mahjongresults.db.testing.NoDatabase;
import org.mahjongresults.web.architecture.cycle.first.First;
import org.mahjongresults.web.architecture.cycle.second.Second;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.home.HomeController;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Rules over every class of the website's packages, whatever its name: the suffix rules of {@link ServiceLayerTest}
 * miss the page builders (*Pages), the rule-set strategies (*Rules), the lookups and the live events. A controller
 * is known by the route table: {@code Routes.Controllers} holds each feature's controller. Controllers are public
 * so that the table can point at them without an interface each; these rules keep them the table's alone.
 */
@NoDatabase
class FeaturePackagesTest {

    private static final String WEB = "org.mahjongresults.web..";
    private static final String WIRING = "org.mahjongresults.web.";

    private static JavaClasses production;
    private static Set<String> controllers;

    @BeforeAll
    static void importProductionClasses() {
        production = ProductionClasses.get();
        controllers = production.get("org.mahjongresults.web.Routes$Controllers").getFields().stream()
                .map(JavaField::getRawType).map(JavaClass::getName).collect(Collectors.toSet());
    }

    /** The controllers of the route table. */
    private static DescribedPredicate<JavaClass> controllers() {
        return DescribedPredicate.describe("controllers of the route table", c -> controllers.contains(c.getName()));
    }

    /** A controller and the classes nested in it (its page records, its lambdas). */
    private static DescribedPredicate<JavaClass> aControllerItself() {
        return DescribedPredicate.describe("a controller or a class nested in one",
                c -> controllers.contains(c.getName().split("\\$")[0]));
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
    void everyControllerIsInTheRouteTable() {
        assertThat(controllers).as("the route table's controllers").hasSize(30)
                .allMatch(c -> c.startsWith(WIRING) && c.endsWith("Controller"));
        List<String> outside = production.stream()
                .filter(c -> c.getPackageName().startsWith(WIRING) && !c.isNestedClass())
                .filter(c -> c.getSimpleName().endsWith("Controller") && !controllers.contains(c.getName()))
                .map(JavaClass::getName).toList();
        assertThat(outside).as("controllers the route table does not hold").isEmpty();
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

    /**
     * Controllers are public (the route table in another package points at them), so this rule, not the compiler,
     * keeps a page's entry point from being called from anywhere but the table and the wiring that builds it.
     */
    private static ArchRule onlyTheRouteTableAndTheWiringReach() {
        return noClasses().that().resideInAPackage(WEB)
                .and().doNotHaveFullyQualifiedName("org.mahjongresults.web.Routes")
                .and().doNotHaveFullyQualifiedName("org.mahjongresults.web.Routes$Controllers")
                .and(DescribedPredicate.not(theWiring()))
                .and(DescribedPredicate.not(aControllerItself()))
                .should().dependOnClassesThat(controllers())
                .because("a controller is a page's entry point: a service, a page builder, a rule set, a lookup, "
                        + "the live events or another controller that called one would run a request's handler "
                        + "inside another's");
    }

    @Test
    void onlyTheRouteTableAndTheWiringReachAController() {
        onlyTheRouteTableAndTheWiringReach().check(production);
    }

    /** A class of the website that calls a page's handler itself. */
    static final class CallsAHandler {
        void index(Context ctx, HomeController home) {
            home.index(ctx);
        }
    }

    @Test
    void theControllerRuleFailsOnAClassThatCallsAController() {
        JavaClasses withOne = new ClassFileImporter().importClasses(CallsAHandler.class, HomeController.class);
        assertThat(onlyTheRouteTableAndTheWiringReach().evaluate(withOne).hasViolation()).isTrue();
    }

    /** Each package directly under {@code root} is a feature; no two of them may reach each other, even round about. */
    private static ArchRule theFeaturesHaveNoCycles(String root) {
        return slices().matching(root + ".(*)..").namingSlices("$1")
                .should().beFreeOfCycles()
                .because("a feature builds on others one way (web/table on web/sheet, web/hall on web/standings); "
                        + "what two features share belongs in a third, or is reached through an interface of the "
                        + "lower one (sheet's SheetSigning)");
    }

    @Test
    void theFeaturePackagesHaveNoCycles() {
        theFeaturesHaveNoCycles("org.mahjongresults.web").check(production);
    }

    /** A reference to another feature package in source: an import or a qualified name, comments left out. */
    private static final java.util.regex.Pattern FEATURE_REFERENCE =
            java.util.regex.Pattern.compile("org\\.mahjongresults\\.web\\.([a-z]+)\\.[A-Z]");

    /** The features each feature's source names, from {@code root} (a folder of feature packages). */
    static java.util.Map<String, Set<String>> sourceReferences(Path root) throws IOException {
        java.util.Map<String, Set<String>> uses = new java.util.TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Path relative = root.relativize(file);
                if (relative.getNameCount() < 2) {
                    continue; // App, Routes, Main: the wiring, which reaches every feature
                }
                String feature = relative.getName(0).toString();
                String code = Files.readString(file).replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\\n]*", "");
                java.util.regex.Matcher m = FEATURE_REFERENCE.matcher(code);
                while (m.find()) {
                    if (!m.group(1).equals(feature)) {
                        uses.computeIfAbsent(feature, k -> new java.util.TreeSet<>()).add(m.group(1));
                    }
                }
            }
        }
        return uses;
    }

    /** The features from which {@code start} is reached again (empty: it is on no cycle). */
    static Set<String> cycleThrough(String start, java.util.Map<String, Set<String>> uses) {
        Set<String> seen = new java.util.TreeSet<>();
        java.util.Deque<String> todo = new java.util.ArrayDeque<>(uses.getOrDefault(start, Set.of()));
        while (!todo.isEmpty()) {
            String next = todo.pop();
            if (seen.add(next)) {
                todo.addAll(uses.getOrDefault(next, Set.of()));
            }
        }
        return seen.contains(start) ? seen : Set.of();
    }

    /**
     * The same rule read from the source: a constant ({@code static final String}) is copied into the class that
     * reads it, so the compiled classes do not show that use, but a reader following the code still crosses over.
     */
    @Test
    void theFeaturePackagesHaveNoCyclesInTheirSourceEither() throws IOException {
        java.util.Map<String, Set<String>> uses = sourceReferences(
                Path.of("src", "main", "java", "org", "mahjongresults", "web"));
        assertThat(uses).as("the features read from the source").containsKeys("sheet", "standings", "publish");
        List<String> onCycles = uses.keySet().stream()
                .filter(f -> !cycleThrough(f, uses).isEmpty())
                .map(f -> f + " -> " + uses.get(f)).toList();
        assertThat(onCycles).as("features that reach themselves again through the source's references").isEmpty();
    }

    @Test
    void theSourceCycleRuleFailsOnTwoPackagesThatNameEachOther() {
        java.util.Map<String, Set<String>> uses = java.util.Map.of("first", Set.of("second"),
                "second", Set.of("third"), "third", Set.of("first"), "fourth", Set.of("first"));
        assertThat(cycleThrough("first", uses)).containsExactlyInAnyOrder("first", "second", "third");
        assertThat(cycleThrough("fourth", uses)).isEmpty();
    }

    @Test
    void theCycleRuleFailsOnTwoPackagesThatUseEachOther() {
        JavaClasses two = new ClassFileImporter().importClasses(First.class, Second.class);
        assertThat(theFeaturesHaveNoCycles("org.mahjongresults.web.architecture.cycle").evaluate(two).hasViolation())
                .isTrue();
    }

    private static ArchRule pageRecordsRule() {
        return noClasses().that().resideInAPackage(WEB).and().haveSimpleNameEndingWith("Pages")
                .should().dependOnClassesThat().haveSimpleNameEndingWith("Service")
                .orShould().dependOnClassesThat().haveSimpleNameEndingWith("Repository")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("org.mahjongresults.web.auth.Auth")
                .because("a feature's *Pages hold its page records; what the reader may do is the service's "
                        + "decision and building a page from services is a *PageBuilder's (README)");
    }

    @Test
    void pageRecordsDecideNothing() {
        pageRecordsRule().check(production);
    }

    /** Page records that ask who the reader is, as the sheet's page builder did when it was SheetPages. */
    static final class DecidingPages {
        boolean mayScore(Context ctx, Auth auth) {
            return auth.user(ctx).isPresent();
        }
    }

    @Test
    void thePageRecordsRuleFailsOnPagesThatDecide() {
        JavaClasses withOne = new ClassFileImporter().importClasses(DecidingPages.class, Auth.class);
        assertThat(pageRecordsRule().evaluate(withOne).hasViolation()).isTrue();
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
