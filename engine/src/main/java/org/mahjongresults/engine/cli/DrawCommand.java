package org.mahjongresults.engine.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.DrawEngine;
import org.mahjongresults.engine.draw.DrawNotice;
import org.mahjongresults.engine.draw.DrawOptions;
import org.mahjongresults.engine.draw.DrawOutcome;
import org.mahjongresults.engine.draw.DrawPlayer;
import org.mahjongresults.engine.draw.DrawQuality;
import org.mahjongresults.engine.draw.DrawTargets;
import org.mahjongresults.engine.draw.Seat;
import org.mahjongresults.engine.draw.Session;
import org.mahjongresults.engine.draw.Table;

/**
 * {@code draw --players N --sessions K [--team-size T] [--seed S]}: prints one JSON object with every session's
 * tables and starting seats, players numbered 1..N, and the draw's quality. With a team size T, players 1..T form
 * team 1, T+1..2T team 2, and so on. Bad arguments give a message on stderr and exit code 2.
 */
final class DrawCommand implements Main.Command {

    static final String USAGE = "usage: draw --players N --sessions K [--team-size T] [--seed S]";

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        Integer players = null;
        Integer sessions = null;
        int teamSize = 0;
        long seed = 1;
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if (option.equals("--help") || option.equals("-h")) {
                out.println(USAGE);
                return 0;
            }
            if (i + 1 >= args.length) {
                return fail(err, "draw: " + option + " needs a value");
            }
            String value = args[++i];
            try {
                switch (option) {
                    case "--players" -> players = Integer.parseInt(value);
                    case "--sessions" -> sessions = Integer.parseInt(value);
                    case "--team-size" -> teamSize = Integer.parseInt(value);
                    case "--seed" -> seed = Long.parseLong(value);
                    default -> {
                        return fail(err, "draw: unknown option " + option);
                    }
                }
            } catch (NumberFormatException e) {
                return fail(err, "draw: " + option + " takes a whole number, not '" + value + "'");
            }
        }
        if (players == null || sessions == null) {
            return fail(err, "draw: --players and --sessions are required");
        }
        if (players < 4 || players > 1_000) {
            return fail(err, "draw: --players must be between 4 and 1000");
        }
        if (sessions < 1 || sessions > 100) {
            return fail(err, "draw: --sessions must be between 1 and 100");
        }
        if (teamSize < 0 || teamSize > players) {
            return fail(err, "draw: --team-size must be between 1 and the number of players");
        }
        List<DrawPlayer> field = new ArrayList<>();
        for (int id = 1; id <= players; id++) {
            String team = teamSize > 0 ? String.valueOf((id - 1) / teamSize + 1) : null;
            field.add(new DrawPlayer(id, team, null));
        }
        DrawOutcome outcome = DrawEngine.draw(field, sessions, seed, DrawOptions.defaults());
        if (outcome instanceof DrawOutcome.SubstitutesNeeded needed) {
            return fail(err, "draw: " + needed.message());
        }
        DrawOutcome.Drawn drawn = (DrawOutcome.Drawn) outcome;
        out.println(Json.write(toJson(drawn.draw(), drawn.quality(), drawn.notices(), players, sessions)));
        return 0;
    }

    private static int fail(PrintStream err, String message) {
        err.println(message);
        err.println(USAGE);
        return 2;
    }

    static Map<String, Object> toJson(Draw draw, DrawQuality quality, List<DrawNotice> notices, int players,
            int sessions) {
        List<Object> sessionList = new ArrayList<>();
        for (Session session : draw.sessions()) {
            List<Object> tables = new ArrayList<>();
            for (Table table : session.tables()) {
                Map<String, Object> seats = new LinkedHashMap<>();
                for (Seat seat : Seat.values()) {
                    seats.put(seat.letter(), table.playerIn(seat));
                }
                Map<String, Object> t = new LinkedHashMap<>();
                t.put("table", table.number());
                t.put("seats", seats);
                tables.add(t);
            }
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("number", session.number());
            s.put("tables", tables);
            sessionList.add(s);
        }
        Map<String, Object> q = new LinkedHashMap<>();
        q.put("valid", quality.valid());
        q.put("problems", quality.problems());
        q.put("repeatMeetings", quality.repeatMeetings());
        q.put("lowerBound", quality.lowerBound());
        q.put("bestKnown", DrawTargets.bestKnown(players, sessions));
        q.put("maxPairMeetings", quality.maxPairMeetings());
        Map<String, Object> seatBalance = new LinkedHashMap<>();
        seatBalance.put("min", quality.minSeatCount());
        seatBalance.put("max", quality.maxSeatCount());
        seatBalance.put("balanced", quality.seatsBalanced());
        q.put("seatBalance", seatBalance);
        q.put("teammateClashes", quality.teammateClashes());
        q.put("countryClashes", quality.countryClashes());
        List<Object> noticeNames = new ArrayList<>();
        for (DrawNotice notice : notices) {
            noticeNames.add(notice.name());
        }
        q.put("notices", noticeNames);
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("sessions", sessionList);
        root.put("quality", q);
        return root;
    }
}
