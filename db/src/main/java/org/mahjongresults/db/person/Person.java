package org.mahjongresults.db.person;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A person in the registry: one player across tournaments. {@code nativeName} is the name in the person's own
 * script, {@code emaId} the European Mahjong Association number, {@code federationId} a national federation's id.
 * {@code mergedInto} is set when an administrator merged this person, a duplicate, into another.
 */
public record Person(Long id, String name, String nativeName, String country, String emaId, String federationId,
                     Long mergedInto) {

    public Map<String, Object> snapshot() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", id);
        m.put("name", name);
        m.put("nativeName", nativeName);
        m.put("country", country);
        m.put("emaId", emaId);
        m.put("federationId", federationId);
        m.put("mergedInto", mergedInto);
        return m;
    }
}
