package org.mahjongresults.web.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.lang.ArchRule;
import io.javalin.http.Context;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import org.mahjongresults.db.tournament.Tournament;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.publish.TournamentRead;

/**
 * Publishing to spectators is one package (issue 25): the rest of the website reaches it through its public API and
 * never its machinery, and features announce changes instead of calling it.
 */
class PublishingTest {

    private static final String PUBLISH = "org.mahjongresults.web.publish";
    /** What the rest of the website may use of the publisher. */
    private static final Set<String> API = Set.of("Publisher", "TournamentChanged", "TournamentEvents",
            "SpectatorPage", "PageVersion", "RowSet", "KeptValue", "ChangeFeed", "ResultsMoved", "Scope", "PageKey",
            "PublishingServer", "TournamentRead", "Page");
    /**
     * What features call of the publisher (issue 34 item 3): announce, declare, read, send, send rows and watch, a
     * page builder's parts and rows, the pages a preparation keeps, and whether a request is a spectator's.
     */
    static final Set<String> SURFACE = Set.of("announce", "declare", "read", "send", "sendRows", "watch", "part",
            "rows", "keep", "servesSpectator");

    private static JavaClasses production;

    @BeforeAll
    static void importProductionClasses() {
        production = ProductionClasses.get();
    }

    @Test
    void thePublishersMachineryIsNotPublic() {
        classes().that().resideInAPackage(PUBLISH).and().areTopLevelClasses().and(DescribedPredicate.not(api()))
                .should().notBePublic()
                .because("the snapshots, the page cache, the front door, the live events and the deltas are the "
                        + "publisher's machinery: what the rest of the website sees of publish is the API alone "
                        + "(publish/package-info)")
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
    void onlyTheApplicationSeesTheServersSideOfPublishing() {
        noClasses().that().resideOutsideOfPackage(PUBLISH)
                .and().haveNameNotMatching("org\\.mahjongresults\\.web\\.App(\\$.*)?")
                .should().dependOnClassesThat().haveFullyQualifiedName(PUBLISH + ".PublishingServer")
                .because("features call the Publisher (announce, declare, read, send, watch); the front door, the "
                        + "after-request, the warm-up, the readiness and the meters are the server's (issue 34)")
                .check(production);
    }

    @Test
    void featuresCallOnlyThePublishersSmallSurface() {
        callsOutside(SURFACE).check(production);
    }

    /** The surface rule sees calls: without {@code watch} in it, the live page's event stream breaks it. */
    @Test
    void theSurfaceRuleCatchesACallOutsideIt() {
        Set<String> lessWatch = new java.util.HashSet<>(SURFACE);
        lessWatch.remove("watch");
        assertThatThrownBy(() -> callsOutside(lessWatch).check(production))
                .isInstanceOf(AssertionError.class).hasMessageContaining("LiveController");
    }

    /** The publisher's public methods are the surface: a new one is a decision, written here. */
    @Test
    void thePublishersPublicMethodsAreTheSurface() {
        assertThat(Arrays.stream(Publisher.class.getDeclaredMethods())
                .filter(m -> Modifier.isPublic(m.getModifiers()) && !m.isSynthetic())
                .map(Method::getName).collect(Collectors.toSet())).isEqualTo(SURFACE);
    }

    private static ArchRule callsOutside(Set<String> surface) {
        return noClasses().that().resideOutsideOfPackage(PUBLISH)
                .should().callMethodWhere(DescribedPredicate.describe("a publisher method outside " + surface,
                        call -> call.getTargetOwner().isEquivalentTo(Publisher.class)
                                && !surface.contains(call.getName())))
                .because("what features call of publish is a handful (issue 34): the rest is its machinery");
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

    @Test
    void noFeatureReadsARequestAttribute() {
        noClasses().that().resideOutsideOfPackages(PUBLISH, "org.mahjongresults.web.auth..",
                        "org.mahjongresults.web.system..", "org.mahjongresults.web.i18n..")
                .and().haveNameNotMatching("org\\.mahjongresults\\.web\\.App(\\$.*)?")
                .should().callMethod(Context.class, "attribute", String.class)
                .orShould().callMethod(Context.class, "attributeMap")
                .orShould().callMethodWhere(named("attributeOrCompute"))
                .because("what a feature computes from (the tournament and the results version it was read at) is "
                        + "handed to it as a TournamentRead, never left on the request (issue 34); only the "
                        + "request's infrastructure (the publisher, the sign-in, the language, the error pages, App) "
                        + "keeps notes there")
                .check(production);
    }

    @Test
    void onlyThePublisherSaysATournamentWasReadFromTheSnapshot() {
        noClasses().that().resideOutsideOfPackage(PUBLISH)
                .should().callConstructor(TournamentRead.class, Tournament.class, long.class)
                .because("a results version comes from the snapshot the publisher read (Publisher.read) or "
                        + "is none (TournamentRead.fromDatabase): a feature never makes one up")
                .check(production);
    }

    private static DescribedPredicate<JavaClass> api() {
        return DescribedPredicate.describe("the publisher's API", c -> API.contains(c.getSimpleName())
                || isApiMember(c));
    }

    private static DescribedPredicate<JavaCall<?>> named(String method) {
        return DescribedPredicate.describe("a call of Context." + method, call -> call.getTargetOwner()
                .isAssignableTo(Context.class) && call.getName().equals(method));
    }

    /** A nested type of an API class (a SpectatorPage's Scope and Prepare). */
    private static boolean isApiMember(JavaClass c) {
        return c.getEnclosingClass().map(e -> API.contains(e.getSimpleName())).orElse(false);
    }
}
