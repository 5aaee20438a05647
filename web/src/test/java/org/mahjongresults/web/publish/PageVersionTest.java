package org.mahjongresults.web.publish;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;

/** "tournament version/results version", as pages, kept tables and ETags carry it. */
@NoDatabase
class PageVersionTest {

    @Test
    void aVersionIsReadBackFromItsText() {
        assertThat(PageVersion.text(3, 1742)).isEqualTo("3/1742");
        assertThat(PageVersion.parse("3/1742")).contains(new PageVersion(3, 1742));
        assertThat(PageVersion.parse(new PageVersion(12, 0).toString())).contains(new PageVersion(12, 0));
    }

    @Test
    void whatAPageSendsBackMayBeAnything() {
        assertThat(PageVersion.parse(null)).isEmpty();
        assertThat(PageVersion.parse("")).isEmpty();
        assertThat(PageVersion.parse("/12")).isEmpty();
        assertThat(PageVersion.parse("3/")).isEmpty();
        assertThat(PageVersion.parse("3/x")).isEmpty();
        assertThat(PageVersion.parse("3/12/9")).as("a screen's version names its session too").isEmpty();
        assertThat(PageVersion.parse("99999999999/1")).isEmpty();
    }

    @Test
    void aVersionServesAPageOfTheSameTournamentVersionToldOfNoNewerResults() {
        PageVersion v = new PageVersion(4, 120);
        assertThat(v.serves(4, 120)).isTrue();
        assertThat(v.serves(4, 7)).isTrue();
        assertThat(v.serves(4, -1)).as("told of nothing").isTrue();
        assertThat(v.serves(4, 121)).as("told of newer results").isFalse();
        assertThat(v.serves(5, 120)).as("the settings or the draw changed").isFalse();
    }

    @Test
    void aVersionIsNewerByItsTournamentVersionFirstThenItsResults() {
        assertThat(PageVersion.newer("4/121", "4/120")).isTrue();
        assertThat(PageVersion.newer("5/1", "4/120")).isTrue();
        assertThat(PageVersion.newer("4/120", "4/120")).isFalse();
        assertThat(PageVersion.newer("4/120", "5/1")).isFalse();
        assertThat(PageVersion.newer("4/121/3", "4/120")).as("not a version: not known to be newer").isFalse();
    }
}
