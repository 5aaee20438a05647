package org.mahjongresults.db;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The one Jackson configuration of the website: the audit log's snapshots, the stored verified fans and the web
 * module's API and exports (Javalin's JSON mapper) all write through it. It writes what the project wrote before it
 * used Jackson, so stored and published JSON did not change: compact, keys in the order given (records in
 * component order), and a whole number held as a double (table points 4.0) written as {@code 4}. It reads every
 * whole number as a {@code Long}. The engine keeps its own dependency-free reader and writer for its command line.
 */
public final class JsonCodec {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .registerModule(new SimpleModule("whole-doubles")
                    .addSerializer(Double.class, new WholeDoubles())
                    .addSerializer(double.class, new WholeDoubles()))
            .enable(DeserializationFeature.USE_LONG_FOR_INTS);

    private JsonCodec() {
    }

    /** The shared, configured mapper (thread-safe once configured; do not reconfigure it). */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** Maps, lists, records, strings, numbers, booleans and null as compact JSON. */
    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads any JSON value: maps in their order, lists, strings, {@code Long} or {@code Double}, booleans, null. */
    public static Object parse(String json) throws JsonProcessingException {
        return MAPPER.readValue(json, Object.class);
    }

    /** Reads text written by {@link #write}; throws {@link JsonProcessingException} for text that is not JSON. */
    public static <T> T read(String json, Class<T> type) throws JsonProcessingException {
        return MAPPER.readValue(json, type);
    }

    /** Writes a whole-numbered double as an integer (4.0 as 4), as the project always wrote it. */
    private static final class WholeDoubles extends StdSerializer<Double> {

        WholeDoubles() {
            super(Double.class);
        }

        @Override
        public void serialize(Double value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            double d = value;
            if (d == Math.rint(d) && !Double.isInfinite(d) && Math.abs(d) < 1e15) {
                gen.writeNumber((long) d);
            } else {
                gen.writeNumber(d);
            }
        }
    }
}
