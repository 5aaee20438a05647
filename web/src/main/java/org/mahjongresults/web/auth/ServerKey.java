package org.mahjongresults.web.auth;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The server's secret key (issue 36): kept outside the database, so that a backup, which holds only the database,
 * cannot give away the players' codes or the check-in cards' tokens. The codes' hashes are sealed with it (an HMAC
 * over the Argon2id hash) and the tokens are derived from it; without the key neither can be tried offline, and a
 * database restored without its key accepts no code and no card until new ones are made.
 *
 * <p>Where it lives: {@code SECRET_KEY} (at least 32 characters), else the file {@code SECRET_KEY_FILE}, else
 * {@code secret.key} in the H2 database's folder (beside {@code mahjong.mv.db}; for PostgreSQL {@code ./data}),
 * made on first start. An in-memory database (tests) gets a key that lives as long as the database: in the JVM.
 */
public final class ServerKey {

    private static final String ALGORITHM = "HmacSHA256";
    /** Keys of in-memory databases, by address: such a database lives in this JVM and dies with it. */
    private static final Map<String, ServerKey> IN_MEMORY = new ConcurrentHashMap<>();

    private final byte[] key;

    private ServerKey(byte[] key) {
        if (key.length < 32) {
            throw new IllegalArgumentException("the server's secret key needs at least 32 bytes");
        }
        this.key = key.clone();
    }

    /** A key given as text (an environment setting, a test's). */
    public static ServerKey of(String secret) {
        return new ServerKey(secret.getBytes(StandardCharsets.UTF_8));
    }

    /** The key of the database at {@code dbUrl}, as the environment says (see the class comment). */
    public static ServerKey forDatabase(String dbUrl, Map<String, String> env) {
        String given = env.get("SECRET_KEY");
        if (given != null && !given.isBlank()) {
            return of(given.trim());
        }
        String file = env.get("SECRET_KEY_FILE");
        if (file != null && !file.isBlank()) {
            return fromFile(Path.of(file.trim()));
        }
        if (dbUrl.startsWith("jdbc:h2:mem:")) {
            return IN_MEMORY.computeIfAbsent(dbUrl.split(";", 2)[0], u -> random());
        }
        Path folder = h2Folder(dbUrl);
        return fromFile((folder == null ? Path.of("data") : folder).resolve("secret.key"));
    }

    /** A new random key. */
    public static ServerKey random() {
        byte[] k = new byte[32];
        new SecureRandom().nextBytes(k);
        return new ServerKey(k);
    }

    /** Reads the key file, or makes it (readable by its owner only) when there is none. */
    static synchronized ServerKey fromFile(Path path) {
        try {
            if (!Files.exists(path)) {
                Files.createDirectories(path.toAbsolutePath().getParent());
                byte[] k = new byte[32];
                new SecureRandom().nextBytes(k);
                Path tmp = path.resolveSibling(path.getFileName() + ".new");
                Files.writeString(tmp, Base64.getEncoder().encodeToString(k) + "\n", StandardCharsets.US_ASCII,
                        StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING);
                try {
                    Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rw-------"));
                } catch (UnsupportedOperationException e) {
                    // not a POSIX file system: the folder's permissions protect it
                }
                try {
                    // Two servers starting together on one folder: the first file in wins, the other reads it.
                    Files.move(tmp, path);
                } catch (java.nio.file.FileAlreadyExistsException e) {
                    Files.deleteIfExists(tmp);
                }
            }
            return new ServerKey(Base64.getDecoder().decode(Files.readString(path, StandardCharsets.US_ASCII)
                    .trim()));
        } catch (IOException e) {
            throw new UncheckedIOException("could not read or make the server's secret key " + path, e);
        }
    }

    /** The folder of an H2 file database, or null. */
    private static Path h2Folder(String url) {
        if (!url.startsWith("jdbc:h2:") || url.startsWith("jdbc:h2:mem:") || url.startsWith("jdbc:h2:tcp:")
                || url.startsWith("jdbc:h2:ssl:")) {
            return null;
        }
        String rest = url.startsWith("jdbc:h2:file:") ? url.substring("jdbc:h2:file:".length())
                : url.substring("jdbc:h2:".length());
        String file = rest.split(";", 2)[0];
        if (file.startsWith("~")) {
            file = System.getProperty("user.home") + file.substring(1);
        }
        return Path.of(file).toAbsolutePath().getParent();
    }

    /** A check-in card's token made from {@code material} (128 bits of the HMAC, URL-safe Base64). */
    public String token(String material) {
        byte[] mac = mac("checkin-token", material.getBytes(StandardCharsets.UTF_8));
        return Base64.getUrlEncoder().withoutPadding().encodeToString(java.util.Arrays.copyOf(mac, 16));
    }

    /** HMAC-SHA-256 of {@code message} under the key, for {@code purpose} (so no two uses share a value). */
    public byte[] mac(String purpose, byte[] message) {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(new SecretKeySpec(key, ALGORITHM));
            mac.update(purpose.getBytes(StandardCharsets.UTF_8));
            mac.update((byte) 0);
            return mac.doFinal(message);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
