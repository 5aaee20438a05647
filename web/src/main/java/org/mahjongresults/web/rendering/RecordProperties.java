package org.mahjongresults.web.rendering;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import ognl.ObjectPropertyAccessor;
import ognl.OgnlException;
import ognl.OgnlRuntime;

/**
 * How templates read a property of a record ({@code ${table.number}}): by its accessor {@code number()}, found once
 * per record class and name. OGNL (Thymeleaf's expression language without Spring) looks for JavaBean getters
 * first and, for a record's accessor, falls back to listing and comparing every method of the class, lower-cased, on
 * every read: on an event day the live region of 250 tables spent a fifth of the server's time there (issue 13).
 * A getter ({@code getX()}, {@code isX()}) is found the same way; anything else is left to OGNL as before.
 */
final class RecordProperties extends ObjectPropertyAccessor {

    private static final ClassValue<Map<String, Optional<Method>>> READERS = new ClassValue<>() {
        @Override
        protected Map<String, Optional<Method>> computeValue(Class<?> type) {
            return new ConcurrentHashMap<>();
        }
    };

    private RecordProperties() {
    }

    /** Makes every template engine of this process read records this way (OGNL's accessors are global). */
    static void install() {
        OgnlRuntime.setPropertyAccessor(Record.class, new RecordProperties());
    }

    @Override
    public Object getProperty(Map context, Object target, Object name) throws OgnlException {
        if (target != null && name instanceof String property) {
            Optional<Method> reader = READERS.get(target.getClass())
                    .computeIfAbsent(property, p -> find(target.getClass(), p));
            if (reader.isPresent()) {
                try {
                    return reader.get().invoke(target);
                } catch (InvocationTargetException e) {
                    throw new OgnlException(property, e.getCause());
                } catch (IllegalAccessException e) {
                    throw new OgnlException(property, e);
                }
            }
        }
        return super.getProperty(context, target, name);
    }

    /** The public no-argument method {@code name()}, {@code getName()} or {@code isName()}, in that order. */
    static Optional<Method> find(Class<?> type, String name) {
        if (name.isEmpty()) {
            return Optional.empty();
        }
        String capitalised = Character.toUpperCase(name.charAt(0)) + name.substring(1);
        for (String candidate : new String[] {name, "get" + capitalised, "is" + capitalised}) {
            try {
                Method m = type.getMethod(candidate);
                if (m.getReturnType() == void.class || Modifier.isStatic(m.getModifiers())) {
                    continue;
                }
                // Records of a package-private class: their public accessors are called as OGNL would call them.
                m.setAccessible(true);
                return Optional.of(m);
            } catch (NoSuchMethodException e) {
                // the next form of the name
            }
        }
        return Optional.empty();
    }
}
