package org.mahjongresults.web.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.App;
import org.mahjongresults.web.auth.LoginService;
import org.mahjongresults.web.testing.TestApp;

/**
 * The players' codes as production hashes them: the tests' applications take a cheap hasher (TestApp.CODE_HASHER),
 * so this one proves the cost the application takes when none is given, which is what Main starts.
 */
class PlayerCodesCostTest {

    @Test
    void withoutACodeHasherGivenTheApplicationHashesCodesWithArgon2idAt4MiBAndOnePassSealedWithTheServersKey() {
        assertThat(PlayerCodes.COST).isEqualTo(new org.mahjongresults.web.auth.PasswordHasher.Cost(4 * 1024, 1, 1));
        try (Database db = TestDatabase.fresh()) {
            Clock clock = Clock.systemUTC();
            long tournament = new DemoData(db, clock, TestApp.HASHER::hash).loadIfEmpty(false);
            App.Application production = App.compose(db, clock, TestApp.CONFIG, TestApp.HASHER,
                    LoginService.Pacing.forThisMachine());
            production.server().start("127.0.0.1", 0);
            try {
                App.Parts parts = production.parts();
                long player = parts.tournaments().players(tournament).get(0).id();
                parts.signing().codes().set(Actor.SYSTEM, tournament, player, "284617");

                String stored = parts.signatures().codeHashes().get(player);
                assertThat(stored).matches("\\$argon2id\\+hmac\\$v=19\\$m=4096,t=1,p=1\\$[A-Za-z0-9+/]{22}\\$.+");
                assertThat(parts.signing().codes().check(player, "284617", "192.0.2.1"))
                        .isInstanceOf(PlayerCodes.Check.Right.class);
            } finally {
                production.server().stop();
            }
        }
    }
}
