package org.mahjongresults.web.home;

import java.util.List;
import org.mahjongresults.db.tournament.Tournament;

/** The home page: the tournaments the visitor may see, newest first. */
public record HomePage(List<Tournament> tournaments, boolean organiser) {
}
