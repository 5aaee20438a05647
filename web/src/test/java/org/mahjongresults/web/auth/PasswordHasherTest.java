package org.mahjongresults.web.auth;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;

@NoDatabase
class PasswordHasherTest {

    private final PasswordHasher hasher = new PasswordHasher();

    @Test
    void aHashIsArgon2idInPhcFormatWithOwaspParametersAndARandomSalt() {
        String a = hasher.hash("correct horse battery");
        String b = hasher.hash("correct horse battery");
        assertThat(a).matches("\\$argon2id\\$v=19\\$m=19456,t=2,p=1\\$[A-Za-z0-9+/]{22}\\$[A-Za-z0-9+/]{43}");
        assertThat(a).isNotEqualTo(b);
    }

    @Test
    void theRightPasswordVerifiesAndAnyOtherDoesNot() {
        String h = hasher.hash("correct horse battery");
        assertThat(hasher.verify("correct horse battery", h)).isTrue();
        assertThat(hasher.verify("correct horse batterY", h)).isFalse();
        assertThat(hasher.verify("", h)).isFalse();
    }

    @Test
    void aMalformedOrMissingHashNeverVerifies() {
        assertThat(hasher.verify("x", null)).isFalse();
        assertThat(hasher.verify("x", "plain-text")).isFalse();
        assertThat(hasher.verify("x", "$argon2id$v=19$m=1,t=1,p=1$AAAA$AAAA")).isFalse();
        assertThat(hasher.verify("x", "$argon2i$v=19$m=19456,t=2,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAA")).isFalse();
    }

    @Test
    void aHashWithOldParametersIsMarkedForRehashing() {
        PasswordHasher weak = new PasswordHasher(new PasswordHasher.Cost(1024, 1, 1));
        String old = weak.hash("correct horse battery");
        assertThat(hasher.verify("correct horse battery", old)).isTrue();
        assertThat(hasher.needsRehash(old)).isTrue();
        assertThat(hasher.needsRehash(hasher.hash("correct horse battery"))).isFalse();
    }
}
