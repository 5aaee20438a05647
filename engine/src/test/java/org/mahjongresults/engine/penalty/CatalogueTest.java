package org.mahjongresults.engine.penalty;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.mahjongresults.engine.mcr.Settlement;

/**
 * Every row of MCR 2006 §3.11.6: the sanction the website proposes for a first offence, and its exact effect on the four
 * seats. The offender sits in seat 1; a victim sits in seat 2. A hand that is paid for is East (0) winning 10 points
 * on North's (3) discard: East +34, South −8, West −8, North −18.
 */
class CatalogueTest {

    private static final Settlement.Payments EAST_WINS_ON_NORTH = Settlement.discard(0, 3, 10);

    @ParameterizedTest(name = "{0}: {1} {2}{3}, seats {4}, {5}")
    @DisplayName("every offence proposes its catalogue sanction with this exact effect on the four seats")
    @CsvSource(delimiter = '|', value = {
        // code    | kind               | pts | dead  | seat deltas      | consequences
        "6-1       | SUSPENSION         | 0   | false | 0,0,0,0          | LEAVES_RANKING LEAVES_LATER_DRAWS DIRECTOR_DECIDES_TABLE",
        "6-2       | DEAD_HAND          | 0   | true  | 0,0,0,0          | DEAD_HAND",
        "6-3       | WARNING            | 0   | false | 0,0,0,0          | ''",
        "6-4       | WARNING            | 0   | false | 0,0,0,0          | ''",
        "6-4a      | DEAD_HAND          | 0   | true  | 0,0,0,0          | DEAD_HAND",
        "6-5       | WARNING            | 0   | false | 0,0,0,0          | ''",
        "6-6a      | TRANSFER_EACH      | 10  | true  | 10,-30,10,10     | DEAD_HAND",
        "6-6b      | TRANSFER_EACH      | 20  | true  | 20,-60,20,20     | DEAD_HAND",
        "6-7(1)    | WARNING            | 0   | false | 0,0,0,0          | ''",
        "6-7(2)a   | WARNING            | 0   | false | 0,0,0,0          | ''",
        "6-7(2)b   | TRANSFER_EACH      | 30  | false | 30,-90,30,30     | ''",
        "6-7(3)    | TRANSFER_TO_VICTIM | 5   | false | 0,-5,5,0         | ''",
        "6-7(4)    | WARNING            | 0   | false | 0,0,0,0          | ''",
        "6-8       | DEAD_HAND          | 0   | true  | 0,0,0,0          | DEAD_HAND",
        "6-9       | DEAD_HAND          | 0   | true  | 0,0,0,0          | DEAD_HAND",
        "6-10      | DISQUALIFICATION   | 0   | false | 0,0,0,0          | LEAVES_RANKING LEAVES_LATER_DRAWS DIRECTOR_DECIDES_TABLE",
        "6-11(1)   | DEAD_HAND          | 0   | true  | 0,0,0,0          | DEAD_HAND",
        "6-11(2)   | TRANSFER_EACH      | 10  | true  | 10,-30,10,10     | DEAD_HAND",
        "6-11(3)   | DEAD_HAND          | 0   | true  | 0,0,0,0          | DEAD_HAND",
        "6-11(4)   | DEAD_HAND          | 0   | true  | 0,0,0,0          | DEAD_HAND",
        "6-11(5)   | WARNING            | 0   | false | 0,0,0,0          | ''",
        "6-11(6)   | DEAD_HAND          | 0   | true  | 0,0,0,0          | DEAD_HAND",
        "6-11(7)   | WARNING            | 0   | false | 0,0,0,0          | ''",
        "6-D       | DEAD_HAND          | 0   | true  | 0,0,0,0          | DEAD_HAND",
        "6-C       | PAY_FOR_THREE      | 0   | false | 0,-26,8,18       | ''",
        "6-P       | WARNING            | 0   | false | 0,0,0,0          | ''",
    })
    void everyOffence(String code, SanctionKind kind, int points, boolean dead, String deltas, String consequences) {
        Offence offence = Offence.ofCode(code);
        assertThat(offence).as(code).isNotNull();
        Proposal proposal = PenaltyAdvisor.propose(offence, 1, List.of());
        assertThat(proposal.sanction()).isEqualTo(new Sanction(kind, points, dead));
        assertThat(proposal.occurrence()).isEqualTo(1);

        Penalty penalty = kind.needsVictim() ? Penalty.toVictim(offence, proposal.sanction(), 1, 2)
                : Penalty.of(offence, proposal.sanction(), 1);
        PenaltyEffect effect = PenaltyEffect.of(penalty, 0, EAST_WINS_ON_NORTH);
        assertThat(effect.deltas()).isEqualTo(ints(deltas));
        assertThat(effect.consequences()).isEqualTo(consequences(consequences));
        if (kind != SanctionKind.PAY_FOR_THREE) {
            assertThat(PenaltyEffect.of(penalty)).isEqualTo(effect);
        }
    }

    @Test
    @DisplayName("the catalogue has every row of RULES 6.3 and late arrival, each code once")
    void everyRowOnce() {
        Set<String> codes = Arrays.stream(Offence.values()).map(Offence::code).collect(Collectors.toSet());
        assertThat(codes).hasSize(Offence.values().length).containsExactlyInAnyOrder(
                "6-1", "6-2", "6-3", "6-4", "6-4a", "6-5", "6-6a", "6-6b", "6-7(1)", "6-7(2)a", "6-7(2)b", "6-7(3)",
                "6-7(4)", "6-8", "6-9", "6-10", "6-11(1)", "6-11(2)", "6-11(3)", "6-11(4)", "6-11(5)", "6-11(6)",
                "6-11(7)", "6-D", "6-C", "6-P", "6.2");
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Offence.class)
    @DisplayName("every offence has names in three languages, and its catalogue sanction is one of its kinds")
    void namesAndKinds(Offence offence) {
        assertThat(offence.chinese()).isNotBlank().doesNotContainPattern("[A-Za-z]");
        assertThat(offence.english()).isNotBlank().matches("[\\x20-\\x7e]+");
        assertThat(offence.japanese()).isNotBlank();
        assertThat(offence.catalogueKinds()).contains(offence.catalogueSanction().kind());
        assertThat(Offence.ofCode(offence.code())).isSameAs(offence);
        assertThat(offence.messageKey()).startsWith("penalty.offence.");
    }

    @Test
    @DisplayName("the escalating offences are empty calls, early draws and late pungs, and only they")
    void escalatingOffences() {
        Set<Offence> escalating = EnumSet.noneOf(Offence.class);
        for (Offence o : Offence.values()) {
            if (o.escalates()) {
                escalating.add(o);
            }
        }
        assertThat(escalating).containsExactlyInAnyOrder(Offence.EMPTY_CLAIM, Offence.EARLY_DRAW, Offence.LATE_PUNG);
    }

    @Test
    @DisplayName("Japanese names not taken from 004 are exactly those of the rows 004 does not have")
    void japaneseNotFrom004() {
        Set<Offence> ours = new HashSet<>();
        for (Offence o : Offence.values()) {
            if (!o.japaneseFrom004()) {
                ours.add(o);
            }
        }
        assertThat(ours).containsExactlyInAnyOrder(Offence.WRONG_TILE_DRAWN, Offence.DICE_NOT_TAKEN_BACK,
                Offence.IRREGULAR_CALL_LEADS_TO_WIN, Offence.REFUSING_TO_PAY);
        assertThat(Offence.LATE_PUNG.japanese()).isEqualTo("遅ポン");
        assertThat(Offence.FALSE_WIN.japanese()).isEqualTo("ノーテンアガリ");
        assertThat(Offence.LATE_ARRIVAL.japanese()).isEqualTo("遅刻");
    }

    @Test
    @DisplayName("an unknown code finds no offence")
    void unknownCode() {
        assertThat(Offence.ofCode("6-99")).isNull();
        assertThat(Offence.ofCode("6-6A")).isSameAs(Offence.WRONG_WIN);
    }

    static List<Integer> ints(String csv) {
        return Arrays.stream(csv.split(",")).map(String::trim).map(Integer::valueOf).toList();
    }

    static Set<Consequence> consequences(String names) {
        Set<Consequence> set = EnumSet.noneOf(Consequence.class);
        for (String n : names.trim().split("\\s+")) {
            if (!n.isEmpty()) {
                set.add(Consequence.valueOf(n));
            }
        }
        return set;
    }
}
