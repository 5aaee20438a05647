package org.mahjongresults.web.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Publishing to spectators is one package (issue 25): the rest of the website reaches it through its public API and
 * never its machinery, and features announce changes instead of calling it.
 */
class PublishingTest {

    private static final String PUBLISH = "org.mahjongresults.web.publish";
    /** What the rest of the website may use of the publisher. */
    private static final Set<String> API = Set.of("Publisher", "TournamentChanged", "TournamentEvents",
            "SpectatorPage", "PageVersion", "RowSet", "KeptValue", "ChangeFeed", "ResultsMoved", "Scope", "PageKey",
            "PublishingServer");

    private static JavaClasses production;

    @BeforeAll
    static void importProductionClasses() {
        production = ProductionClasses.get();
    }

    @Test
    void thePublishersInternalsArePrivateToItsPackage() {
        noClasses().that().resideOutsideOfPackage(PUBLISH)
                .should().dependOnClassesThat(internal())
                .because("the snapshots, the page cache, the front door, the live events and the deltas are the "
                        + "publisher's machinery: features declare pages and announce changes (publish/package-info)")
                .check(production);
    }

    @Test
    void servicesAnnounceChangesAndKnowNothingElseOfPublishing() {
        noClasses().that().haveSimpleNameEndingWith("Service").or().haveSimpleNameEndingWith("Rules")
                .should().dependOnClassesThat().haveFullyQualifiedName(PUBLISH + ".Publisher")
                .because("a service announces a TournamentChanged through TournamentEvents and never calls the "
                        + "machinery directly")
                .check(production);
    }

    @Test
    void noFeatureReachesTheLiveEventsOrTheSnapshots() {
        noClasses().that().resideInAnyPackage("org.mahjongresults.web.hall..", "org.mahjongresults.web.penalty..",
                        "org.mahjongresults.web.swiss..", "org.mahjongresults.web.sheet..",
                        "org.mahjongresults.web.appeal..", "org.mahjongresults.web.standings..",
                        "org.mahjongresults.web.live..", "org.mahjongresults.web.table..",
                        "org.mahjongresults.web.clock..")
                .should().dependOnClassesThat().haveSimpleNameEndingWith("LiveEvents")
                .orShould().dependOnClassesThat().haveSimpleNameEndingWith("TournamentSnapshots")
                .check(production);
    }

    @Test
    void onlyTheApplicationSeesTheServersSideOfPublishing() {
        noClasses().that().resideOutsideOfPackage(PUBLISH)
                .and().haveNameNotMatching("org\\.mahjongresults\\.web\\.App(\\$.*)?")
                .should().dependOnClassesThat().haveFullyQualifiedName(PUBLISH + ".PublishingServer")
                .because("features call the Publisher (announce, declare, read, send, watch); the front door, the "
                        + "after-request, the warm-up, the readiness and the meters are the server's (issue 34)")
                .check(production);
    }

    @Test
    void onlyThePublishersFeedReadsTheChangeLog() {
        noClasses().that().resideInAPackage("org.mahjongresults.web..").and().resideOutsideOfPackage(PUBLISH)
                .should().dependOnClassesThat().haveFullyQualifiedName("org.mahjongresults.db.ResultsVersion")
                .orShould().callMethod("org.mahjongresults.db.sheet.SheetRepository", "changesSince", "long", "long")
                .because("the change log is read once, by publish/ChangeFeed, and what moved the results is told to "
                        + "the results, the statistics and the live events as a ResultsMoved (issue 34)")
                .check(production);
    }

    @Test
    void noFeatureWritesOrReadsAPageVersionAsText() {
        noClasses().that().resideOutsideOfPackage(PUBLISH)
                .should().callMethod(PUBLISH + ".PageVersion", "text", "int", "long")
                .orShould().callMethod(PUBLISH + ".PageVersion", "parse", "java.lang.String")
                .orShould().callMethod(PUBLISH + ".PageVersion", "newer", "java.lang.String", "java.lang.String")
                .because("a feature hands the publisher a PageVersion; the text that pages, ETags and caches carry is "
                        + "the publisher's (issue 34)")
                .check(production);
    }

    private static DescribedPredicate<JavaClass> internal() {
        return DescribedPredicate.describe("internal to the publisher", c -> c.getPackageName().equals(PUBLISH)
                && !API.contains(c.getSimpleName()) && !isApiMember(c));
    }

    /** A nested type of an API class (a SpectatorPage's Scope and Prepare). */
    private static boolean isApiMember(JavaClass c) {
        return c.getEnclosingClass().map(e -> API.contains(e.getSimpleName())).orElse(false);
    }
}
