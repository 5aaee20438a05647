package org.mahjongresults.engine.mcr;

import java.util.AbstractList;
import java.util.RandomAccess;

/** An unmodifiable list over an array the scorer made and never touches again (saves a copy per hand). */
final class FanList extends AbstractList<FanCount> implements RandomAccess {

    private final FanCount[] items;
    private final int size;

    FanList(FanCount[] items, int size) {
        this.items = items;
        this.size = size;
    }

    @Override
    public FanCount get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        return items[index];
    }

    @Override
    public int size() {
        return size;
    }
}
