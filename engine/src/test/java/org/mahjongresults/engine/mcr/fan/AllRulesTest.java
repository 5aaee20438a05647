package org.mahjongresults.engine.mcr.fan;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.mahjongresults.engine.mcr.RuleProfile;

class AllRulesTest {

    @Test
    @DisplayName("the engine's direct calls use the same rule class as the registry for every fan 1-80")
    void directCallsMatchTheRegistry() {
        for (int f = 1; f <= 80; f++) {
            assertThat(AllRules.rule(f).getClass()).as("fan %d", f).isEqualTo(Fan.ofNumber(f).rule().getClass());
        }
    }

    @Test
    @DisplayName("the exclusion table keeps the documents' not-counted lists and the profile rows of RULINGS §2")
    void exclusionsFollowTheDocuments() {
        assertThat(Exclusions.excludes(1, 49, RuleProfile.WMO)).isTrue();
        assertThat(Exclusions.excludes(22, 76, RuleProfile.CN2017)).isTrue();
        assertThat(Exclusions.excludes(19, 62, RuleProfile.WMO)).isTrue();
        assertThat(Exclusions.excludes(19, 62, RuleProfile.CN2017)).isFalse();
        assertThat(Exclusions.excludes(19, 56, RuleProfile.CN2017)).isTrue();
        assertThat(Exclusions.excludes(12, 62, RuleProfile.CN2017)).isFalse();
        assertThat(Exclusions.excludes(3, 50, RuleProfile.WMO)).isFalse();
        assertThat(Exclusions.excludes(3, 50, RuleProfile.CN2017)).isTrue();
        // Big Three Dragons (2), Half Flush (50), Two Dragon Pungs (54), Dragon Pung (59) present, bit f of the low
        // word: Big Three Dragons leaves out the two dragon fans; Half Flush stays.
        long[] out = new long[2];
        long left = Exclusions.apply((1L << 2) | (1L << 50) | (1L << 54) | (1L << 59), 0, RuleProfile.WMO, out);
        assertThat(out[0] & (1L << 54)).isZero();
        assertThat(out[0] & (1L << 59)).isZero();
        assertThat(out[0] & (1L << 50)).isNotZero();
        assertThat(left).isEqualTo(2);
    }
}
