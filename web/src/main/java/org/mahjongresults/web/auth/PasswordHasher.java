package org.mahjongresults.web.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * Argon2id password hashes in the PHC string format ({@code $argon2id$v=19$m=…,t=…,p=…$salt$hash}), with
 * OWASP's recommended minimum parameters (19 MiB, 2 passes, 1 lane). Verification is constant-time.
 */
public final class PasswordHasher {

    /** The cost parameters of a hash. */
    public record Cost(int memoryKiB, int iterations, int parallelism) {
    }

    public static final Cost RECOMMENDED = new Cost(19 * 1024, 2, 1);
    private static final int SALT_BYTES = 16;
    private static final int HASH_BYTES = 32;
    private static final Base64.Encoder B64 = Base64.getEncoder().withoutPadding();
    private static final Base64.Decoder B64D = Base64.getDecoder();

    private final Cost cost;
    private final SecureRandom random = new SecureRandom();
    private final String dummyHash;

    public PasswordHasher() {
        this(RECOMMENDED);
    }

    public PasswordHasher(Cost cost) {
        this.cost = cost;
        // Checked against when the account does not exist, so the answer takes as long either way.
        this.dummyHash = hash("not-a-real-password");
    }

    public String hash(String password) {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        byte[] out = derive(password, salt, cost, HASH_BYTES);
        return "$argon2id$v=19$m=" + cost.memoryKiB() + ",t=" + cost.iterations() + ",p=" + cost.parallelism()
                + "$" + B64.encodeToString(salt) + "$" + B64.encodeToString(out);
    }

    /** True if the password matches the stored hash; a malformed or missing hash never matches. */
    public boolean verify(String password, String stored) {
        if (stored == null) {
            verify(password, dummyHash);
            return false;
        }
        try {
            String[] parts = stored.split("\\$");
            // "", "argon2id", "v=19", "m=..,t=..,p=..", salt, hash
            if (parts.length != 6 || !parts[1].equals("argon2id") || !parts[2].equals("v=19")) {
                return false;
            }
            Cost c = parseCost(parts[3]);
            byte[] salt = B64D.decode(parts[4]);
            byte[] expected = B64D.decode(parts[5]);
            byte[] actual = derive(password, salt, c, expected.length);
            return MessageDigest.isEqual(expected, actual);
        } catch (RuntimeException e) {
            return false;
        }
    }

    /**
     * The hash of {@code password} made with the parameters and salt of {@code stored}, in the same string format;
     * null if {@code stored} is not one of these hashes. (A code's hash sealed with the server's key is checked so.)
     */
    public String rehashWith(String password, String stored) {
        try {
            String[] parts = stored.split("\\$");
            if (parts.length != 6 || !parts[1].equals("argon2id") || !parts[2].equals("v=19")) {
                return null;
            }
            Cost c = parseCost(parts[3]);
            byte[] salt = B64D.decode(parts[4]);
            byte[] out = derive(password, salt, c, B64D.decode(parts[5]).length);
            return "$argon2id$v=19$" + parts[3] + "$" + parts[4] + "$" + B64.encodeToString(out);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** Spends the time of one verification, for logins of unknown accounts. */
    public void verifyDummy(String password) {
        verify(password, dummyHash);
    }

    /** True if the hash was made with other parameters than today's, so it should be replaced at next login. */
    public boolean needsRehash(String stored) {
        try {
            return !parseCost(stored.split("\\$")[3]).equals(cost);
        } catch (RuntimeException e) {
            return true;
        }
    }

    private static Cost parseCost(String s) {
        int m = 0;
        int t = 0;
        int p = 0;
        for (String kv : s.split(",")) {
            String[] pair = kv.split("=");
            int v = Integer.parseInt(pair[1]);
            switch (pair[0]) {
                case "m" -> m = v;
                case "t" -> t = v;
                case "p" -> p = v;
                default -> throw new IllegalArgumentException(kv);
            }
        }
        if (m < 8 || t < 1 || p < 1 || m > 1 << 22 || t > 64 || p > 16) {
            throw new IllegalArgumentException("cost out of range");
        }
        return new Cost(m, t, p);
    }

    private static byte[] derive(String password, byte[] salt, Cost c, int length) {
        Argon2Parameters params = new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
                .withVersion(Argon2Parameters.ARGON2_VERSION_13)
                .withMemoryAsKB(c.memoryKiB())
                .withIterations(c.iterations())
                .withParallelism(c.parallelism())
                .withSalt(salt)
                .build();
        Argon2BytesGenerator generator = new Argon2BytesGenerator();
        generator.init(params);
        byte[] out = new byte[length];
        generator.generateBytes(password.getBytes(StandardCharsets.UTF_8), out);
        return out;
    }
}
