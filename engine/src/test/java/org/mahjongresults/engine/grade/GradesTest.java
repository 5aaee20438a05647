package org.mahjongresults.engine.grade;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.results.TablePoints;

/**
 * The grade table of MCR 2014 付録9 §4.6 with the decisions of RULINGS §7: a standard is met when reached, only positive
 * competition totals of match points add up, and 六品 to 一品 need all three criteria at once.
 */
class GradesTest {

    @ParameterizedTest(name = "[{index}] {0} players, {1} sessions: class {2}")
    @DisplayName("a competition's class follows from its players and sessions (MCR 2014 付録9 §5)")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
        "39  | 6  | -",
        "40  | 6  | C",
        "40  | 5  | -",
        "59  | 6  | C",
        "60  | 6  | B",
        "60  | 5  | -",
        "79  | 8  | B",
        "80  | 8  | A",
        "80  | 7  | B",
        "80  | 6  | B",
        "120 | 12 | A",
        "100 | 4  | -",
        "0   | 0  | -",
    })
    void competitionClass(int players, int sessions, CompetitionClass expected) {
        assertThat(CompetitionClass.of(players, sessions).orElse(null)).isEqualTo(expected);
    }

    /**
     * Each row: the competitions as "class:tablePoints:matchPoints:place:teamPlace" separated by spaces, then the
     * grade reached (number, or - for none).
     */
    @ParameterizedTest(name = "[{index}] {0} -> {1}")
    @DisplayName("the grade reached: each standard exactly reached, and missed by one")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
        // 九品 to 七品: table points alone
        "C:20:0:40:0                      | 9",
        "C:19.75:0:40:0                   | -",
        "C:30:-500:40:0                   | 8",
        "C:29.75:0:40:0                   | 9",
        "C:40:0:40:0                      | 7",
        "C:39.75:3000:1:1                 | 8",
        // 六品: 60, 1000, top 16 or a team place up to third
        "C:60:1000:16:0                   | 6",
        "C:59.75:1000:16:0                | 7",
        "C:60:999:16:0                    | 7",
        "C:60:1000:17:0                   | 7",
        "C:60:1000:17:3                   | 6",
        "C:60:1000:17:4                   | 7",
        // 五品: 80, 1500, top 12 or team second
        "B:80:1500:12:0                   | 5",
        "B:79.75:1500:12:0                | 6",
        "B:80:1499:12:0                   | 6",
        "B:80:1500:13:0                   | 6",
        "B:80:1500:13:2                   | 5",
        // 四品: 100, 2000, top 8 or the winning team
        "C:100:2000:8:0                   | 4",
        "C:99.75:2000:8:0                 | 5",
        "C:100:1999:8:0                   | 5",
        "C:100:2000:9:0                   | 5",
        "C:100:2000:9:1                   | 4",
        "C:100:2000:9:2                   | 5",
        // 三品 to 一品: the place must come from a class A competition
        "A:120:3000:6:0                   | 3",
        "A:119.75:3000:6:0                | 4",
        "A:120:2999:6:0                   | 4",
        "A:120:3000:7:0                   | 4",
        "B:120:3000:1:0                   | 4",
        "A:120:3000:7:1                   | 4",
        "A:160:4000:3:0                   | 2",
        "A:159.75:4000:3:0                | 3",
        "A:160:3999:3:0                   | 3",
        "A:160:4000:4:0                   | 3",
        "A:200:5000:1:0                   | 1",
        "A:199.75:5000:1:0                | 2",
        "A:200:4999:1:0                   | 2",
        "A:200:5000:2:0                   | 2",
        // the criteria add up over competitions, and the place may come from any one of them
        "C:50:800:30:0 C:50:800:12:0      | 5",
        "A:100:2500:20:0 C:100:2500:1:0   | 4",
        "A:100:2500:6:0 C:100:2500:20:0   | 3",
    })
    void gradeReached(String competitions, Integer expected) {
        GradeAssessment a = GradeAssessment.of(parse(competitions));
        assertThat(a.grade() == null ? null : a.grade().number()).isEqualTo(expected);
    }

    @Test
    @DisplayName("a negative competition total of match points is left out, not subtracted (MCR 2014 付録9 §4.6 note 1)")
    void negativeCompetitionLeftOut() {
        GradeAssessment a = GradeAssessment.of(parse("C:30:700:10:0 C:30:-400:20:0 C:0:300:30:0"));
        assertThat(a.matchPoints()).isEqualTo(1000);
        assertThat(a.tablePoints()).isEqualTo(TablePoints.of(60));
        assertThat(a.grade()).isEqualTo(Grade.SIXTH);
    }

    @Test
    @DisplayName("a competition without a class counts for nothing")
    void unclassifiedLeftOut() {
        GradeAssessment a = GradeAssessment.of(parse("-:100:5000:1:1 C:20:100:30:0"));
        assertThat(a.tablePoints()).isEqualTo(TablePoints.of(20));
        assertThat(a.matchPoints()).isEqualTo(100);
        assertThat(a.grade()).isEqualTo(Grade.NINTH);
        assertThat(a.results()).hasSize(1);
    }

    @Test
    @DisplayName("one criterion missing keeps the grade below, however far the others go (MCR 2014 付録9 §4.6 note 2)")
    void criterionMissing() {
        GradeAssessment a = GradeAssessment.of(parse("A:300:9000:17:0"));
        assertThat(a.grade()).isEqualTo(Grade.SEVENTH);
        assertThat(a.nextGrade()).isEqualTo(Grade.SIXTH);
        assertThat(a.tablePointsMissing(Grade.SIXTH)).isEqualTo(TablePoints.ZERO);
        assertThat(a.matchPointsMissing(Grade.SIXTH)).isZero();
        assertThat(a.placingMet(Grade.SIXTH)).isFalse();
    }

    @Test
    @DisplayName("what is missing for the next grade is the exact shortfall of each criterion")
    void missingForNext() {
        GradeAssessment a = GradeAssessment.of(parse("B:61.5:1200:12:0"));
        assertThat(a.grade()).isEqualTo(Grade.SIXTH);
        assertThat(a.nextGrade()).isEqualTo(Grade.FIFTH);
        assertThat(a.tablePointsMissing(Grade.FIFTH)).hasToString("18.5");
        assertThat(a.matchPointsMissing(Grade.FIFTH)).isEqualTo(300);
        assertThat(a.placingMet(Grade.FIFTH)).isTrue();
        assertThat(a.reached()).containsExactly(Grade.NINTH, Grade.EIGHTH, Grade.SEVENTH, Grade.SIXTH);
    }

    @Test
    @DisplayName("no competition: no grade, 九品 next with all its 20 table points missing")
    void nothingYet() {
        GradeAssessment a = GradeAssessment.of(List.of());
        assertThat(a.grade()).isNull();
        assertThat(a.nextGrade()).isEqualTo(Grade.NINTH);
        assertThat(a.tablePointsMissing(Grade.NINTH)).isEqualTo(TablePoints.of(20));
    }

    @Test
    @DisplayName("after 一品 there is no next grade")
    void topGrade() {
        GradeAssessment a = GradeAssessment.of(parse("A:200:5000:1:0"));
        assertThat(a.nextGrade()).isNull();
        assertThat(a.placingFrom(Grade.FIRST)).isNotNull();
    }

    private static List<CompetitionResult> parse(String competitions) {
        List<CompetitionResult> list = new ArrayList<>();
        for (String c : competitions.trim().split("\\s+")) {
            String[] f = c.split(":");
            CompetitionClass cls = f[0].equals("-") ? null : CompetitionClass.valueOf(f[0]);
            list.add(new CompetitionResult(cls, TablePoints.parse(f[1]), Integer.parseInt(f[2]),
                    Integer.parseInt(f[3]), Integer.parseInt(f[4])));
        }
        return list;
    }
}
