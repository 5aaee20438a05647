package org.mahjongresults.db.stage;

import org.mahjongresults.engine.stage.CarryOver;
import org.mahjongresults.engine.stage.Formation;
import org.mahjongresults.engine.stage.StageSeating;

/**
 * A stage of a tournament as stored: sessions {@code firstSession} to {@code lastSession}, how its players were taken
 * from the stage before it, what they carry and how its sessions are seated. {@code id} is 0 for the one implicit
 * stage of a tournament that has none stored.
 */
public record Stage(long id, int number, int firstSession, int lastSession, Formation formation, int groupSize,
                    CarryOver carry, StageSeating seating, Long seed) {

    /** How many sessions the stage has. */
    public int sessions() {
        return lastSession - firstSession + 1;
    }

    /** Whether {@code session} belongs to this stage. */
    public boolean holds(int session) {
        return session >= firstSession && session <= lastSession;
    }

    /** The qualification: the first stage, with every player. */
    public boolean first() {
        return number == 1;
    }
}
