package org.mahjongresults.web.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.rulesets.RuleSetFeatures;

/**
 * Rule sets are told, not asked (STYLE habit 16, issue 34 item 5): what differs between them is a method of
 * {@link RuleSet} or of a per-rule-set strategy looked up through {@code PerRuleSet}, so a third rule set adds its
 * strategies instead of an {@code if} in every feature. Two checks, one on the compiled classes and one on the text the
 * compiler does not see (templates, and comparisons a field-access rule cannot tell from a value).
 */
@NoDatabase
class RuleSetStrategiesTest {

    /** {@code ruleSet() == X}, {@code X != t.ruleSet()}, {@code ruleSet().equals(…)}, {@code ruleSet().name().equals}. */
    private static final Pattern JAVA_COMPARISON = Pattern.compile(
            "ruleSet\\(\\)\\s*[!=]=\\s*(?!null\\b)|[!=]=\\s*[\\w.]*ruleSet\\(\\)|ruleSet\\(\\)(\\.name\\(\\))?\\.(equals|ordinal|compareTo)\\b"
                    + "|[!=]=\\s*RuleSet\\.\\w|RuleSet\\.\\w+\\s*[!=]=|switch\\s*\\([^)]*ruleSet");

    /** {@code ruleSet().knockout()}, {@code ruleSet.tablePoints()}: a rule set's flag asked to choose a behaviour. */
    private static final Pattern FLAG_QUESTION =
            Pattern.compile("ruleSet(\\(\\))?\\.(knockout|tablePoints|grades)\\(\\)");

    /** A template naming a rule set's constant: {@code ruleSet.name() == 'MCR'}, {@code 'SWISS'}. */
    private static final Pattern TEMPLATE_COMPARISON = Pattern.compile(
            "ruleSet\\.name\\(\\)|ruleSet\\s*[!=]=|" + constantsAlternation());

    private static String constantsAlternation() {
        StringBuilder names = new StringBuilder("'(SICHUAN");
        for (RuleSet r : RuleSet.values()) {
            names.append('|').append(r.name());
        }
        return names.append(")'").toString();
    }

    /** The prefix of the classes that are a rule set's own strategies: {@code Mcr…}, {@code Swiss…}. */
    private static String strategyPrefix(RuleSet r) {
        String name = r.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    @Test
    void onlyRuleSetItsStrategiesAndTablesKeyedByItNameARuleSetsConstant() {
        for (RuleSet r : RuleSet.values()) {
            noClasses().that(DescribedPredicate.not(ownersOf(r)))
                    .should().accessField(RuleSet.class, r.name())
                    .because("a feature asks the tournament's rule set (RuleSet's methods) or looks its strategy up "
                            + "(PerRuleSet); only the " + strategyPrefix(r) + "* strategies name " + r)
                    .check(ProductionClasses.get());
        }
    }

    @Test
    void noSourceOrTemplateComparesRuleSets() throws IOException {
        List<String> found = new ArrayList<>();
        for (String module : List.of("engine", "db", "web")) {
            scan(Path.of("..", module, "src", "main", "java"), ".java", JAVA_COMPARISON, found);
        }
        scan(Path.of("..", "templates"), ".html", TEMPLATE_COMPARISON, found);
        assertThat(found).as("rule-set comparisons outside PerRuleSet and RuleSet").isEmpty();
    }

    /**
     * A feature is told its behaviour by its rule set's {@code RuleSetFeatures} rather than inferring it from the rule
     * set's true/false facts (a riichi tournament has table-like points but no knockout, and would take the wrong
     * branch); only the features' own implementations in web/rulesets read those facts.
     */
    @Test
    void noFeatureOrTemplateBranchesOnTheRuleSetsFlags() throws IOException {
        List<String> found = new ArrayList<>();
        scan(Path.of("src", "main", "java"), ".java", FLAG_QUESTION, found);
        scan(Path.of("..", "templates"), ".html", FLAG_QUESTION, found);
        assertThat(found).as("branches on RuleSet.knockout()/tablePoints()/grades() outside RuleSetFeatures")
                .allMatch(line -> line.startsWith(Path.of("org", "mahjongresults", "web", "rulesets").toString()));
        assertThat(List.of("if (t.ruleSet().knockout()) {", "!table.t().ruleSet().tablePoints()",
                "th:if=\"${page.tournament.ruleSet.tablePoints()}\"", "t.ruleSet().grades()"))
                .allMatch(line -> FLAG_QUESTION.matcher(line).find());
        assertThat(List.of("RuleSets.of(t).stages()", "t.ruleSet().handsPerSession()",
                "${page.features.keepsStandings}"))
                .noneMatch(line -> FLAG_QUESTION.matcher(line).find());
    }

    /**
     * A controller asks its rule set's strategy object (the statistics' pages of its kind, the penalty catalogue's
     * rules) rather than comparing one of {@code RuleSetFeatures}' answers with a constant and branching: the next
     * kind would add an {@code else} in every controller. The sheet's pages are builders per rule set
     * ({@code RuleSetSheetPageBuilder}), so no controller is an exception any more.
     */
    @Test
    void noControllerComparesARuleSetFeatureWithItsConstants() {
        controllersComparingFeatures(Set.of()).check(ProductionClasses.get());
    }

    /** The rule sees a comparison: a controller that compares its statistics' kind breaks it. */
    @Test
    void theControllersRuleCatchesAComparison() {
        assertThatThrownBy(() -> controllersComparingFeatures(Set.of()).check(
                new ClassFileImporter().importClasses(ComparingController.class)))
                .isInstanceOf(AssertionError.class).hasMessageContaining("StatsKind.RIICHI");
    }

    /** What the rule above must catch: the shape the statistics' controller had before its kinds were objects. */
    static final class ComparingController {
        boolean riichi(RuleSetFeatures features) {
            return features.statsKind() == RuleSetFeatures.StatsKind.RIICHI;
        }
    }

    private static ArchRule controllersComparingFeatures(Set<String> notYet) {
        return noClasses().that().haveSimpleNameEndingWith("Controller")
                .and(DescribedPredicate.describe("not yet told " + notYet, c -> !notYet.contains(c.getSimpleName())))
                .should().accessFieldWhere(DescribedPredicate.describe("a constant of RuleSetFeatures' answers",
                        access -> access.getTarget().getOwner().isEnum() && access.getTarget().getOwner()
                                .getEnclosingClass().map(e -> e.isEquivalentTo(RuleSetFeatures.class)).orElse(false)))
                .because("a controller asks the strategy its rule set's features pick (issue 34 item 5)");
    }

    /** The scan finds what it is meant to find: a sample of each way of asking. */
    @Test
    void theScanRecognisesEachWayOfAsking() {
        assertThat(List.of("if (t.ruleSet() == RuleSet.SWISS) {", "t.ruleSet() != RuleSet.MCR",
                "RuleSet.MCR == rules", "x != t.ruleSet()", "t.ruleSet().equals(other)", "switch (t.ruleSet()) {",
                "t.ruleSet().name().equals(\"MCR\")"))
                .allMatch(line -> JAVA_COMPARISON.matcher(line).find());
        assertThat(List.of("ruleSet == null", "t.ruleSet().tablePoints()", "rules.of(t.ruleSet())"))
                .noneMatch(line -> JAVA_COMPARISON.matcher(line).find());
        assertThat(List.of("th:if=\"${t.ruleSet.name() == 'MCR'}\"", "${page.rules == 'SICHUAN'}"))
                .allMatch(line -> TEMPLATE_COMPARISON.matcher(line).find());
        assertThat(List.of("th:if=\"${t.ruleSet.knockout()}\"", "#{'ruleset.' + ${t.ruleSet}}"))
                .noneMatch(line -> TEMPLATE_COMPARISON.matcher(line).find());
    }

    /**
     * Who may read the constant {@code r}: RuleSet itself, {@code r}'s own strategies (by name), and the static
     * initialiser of an enum keyed by rule set (a table such as the statistics' {@code Catalogue}).
     */
    private static DescribedPredicate<JavaClass> ownersOf(RuleSet r) {
        String prefix = strategyPrefix(r);
        return DescribedPredicate.describe("RuleSet, the " + prefix + "* strategies or an enum keyed by rule set",
                c -> c.isEquivalentTo(RuleSet.class) || outermost(c).getSimpleName().startsWith(prefix)
                        || (c.isEnum() && onlyStaticInitialiserReads(c, r)));
    }

    private static JavaClass outermost(JavaClass c) {
        JavaClass o = c;
        while (o.getEnclosingClass().isPresent()) {
            o = o.getEnclosingClass().get();
        }
        return o;
    }

    private static boolean onlyStaticInitialiserReads(JavaClass c, RuleSet r) {
        return c.getFieldAccessesFromSelf().stream()
                .filter(a -> a.getTarget().getOwner().isEquivalentTo(RuleSet.class)
                        && a.getTarget().getName().equals(r.name()))
                .map(JavaAccess::getOrigin)
                .allMatch(origin -> origin.getName().equals("<clinit>"));
    }

    private static void scan(Path root, String suffix, Pattern pattern, List<String> found) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.filter(f -> f.toString().endsWith(suffix)).toList()) {
                if (file.endsWith(Path.of("tournament", "RuleSet.java"))) {
                    continue;
                }
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    Matcher m = pattern.matcher(lines.get(i));
                    if (m.find()) {
                        found.add(root.relativize(file) + ":" + (i + 1) + ": " + lines.get(i).trim());
                    }
                }
            }
        }
    }
}
