package org.mahjongresults.engine.stats;

/**
 * How often one element was scored: in how many winning hands ({@code hands}), how many times in all
 * ({@code occurrences}: a fan may count twice in a hand), and its share of the winning hands that carry their fans
 * ({@code share}, 0..1; null when no win carries them).
 */
public record ElementCount(Element.Key key, int hands, int occurrences, Double share) {
}
