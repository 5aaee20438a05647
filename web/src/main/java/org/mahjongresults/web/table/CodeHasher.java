package org.mahjongresults.web.table;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;
import org.mahjongresults.web.auth.PasswordHasher;
import org.mahjongresults.web.auth.ServerKey;

/**
 * Personal codes' hashes sealed with the server's key (issue 36): an Argon2id hash of six digits is tried in
 * minutes by anyone holding it, so what the database keeps is the hash's parameters and salt and an HMAC of the
 * hash under the server's key ({@code $argon2id+hmac$v=19$m=…,t=…,p=…$salt$mac}). A backup without the key holds
 * nothing to try codes against. Hashes from before the key are sealed at start ({@link #seal}), so no code changes.
 */
public final class CodeHasher {

    private static final String SEALED = "$argon2id+hmac$";
    private static final String PLAIN = "$argon2id$";
    private static final Base64.Encoder B64 = Base64.getEncoder().withoutPadding();

    private final PasswordHasher hasher;
    private final ServerKey key;

    public CodeHasher(PasswordHasher hasher, ServerKey key) {
        this.hasher = hasher;
        this.key = key;
    }

    /** The sealed hash of a new code. */
    public String hash(String code) {
        return seal(hasher.hash(code));
    }

    /** True for a hash from before the key: {@link #seal} turns it into a sealed one of the same code. */
    public static boolean plain(String stored) {
        return stored != null && stored.startsWith(PLAIN);
    }

    /** Seals an Argon2id hash: the parameters and salt stay, the hash itself is replaced by its HMAC. */
    public String seal(String argon2) {
        String[] parts = argon2.split("\\$");
        if (parts.length != 6) {
            throw new IllegalArgumentException("not an Argon2id hash");
        }
        return SEALED + parts[2] + "$" + parts[3] + "$" + parts[4] + "$" + mac(argon2);
    }

    /** True if {@code code} is the one sealed in {@code stored}; never for a hash sealed with another key. */
    public boolean verify(String code, String stored) {
        if (stored == null || !stored.startsWith(SEALED)) {
            hasher.verifyDummy(code == null ? "" : code);
            return false;
        }
        String[] parts = stored.split("\\$");
        if (parts.length != 6) {
            return false;
        }
        String argon2 = hasher.rehashWith(code, PLAIN + parts[2] + "$" + parts[3] + "$" + parts[4] + "$"
                + B64.encodeToString(new byte[32]));
        return argon2 != null && MessageDigest.isEqual(mac(argon2).getBytes(StandardCharsets.US_ASCII),
                parts[5].getBytes(StandardCharsets.US_ASCII));
    }

    private String mac(String argon2) {
        return B64.encodeToString(key.mac("player-code", argon2.getBytes(StandardCharsets.US_ASCII)));
    }
}
