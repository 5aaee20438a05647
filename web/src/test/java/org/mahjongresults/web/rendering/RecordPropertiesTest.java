package org.mahjongresults.web.rendering;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import ognl.OgnlRuntime;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;
import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.StringTemplateResolver;

/** Templates read records through their accessors, found once per class (issue 13), with OGNL's results. */
@NoDatabase
class RecordPropertiesTest {

    /** Package-private, as many of the pages' records are. */
    record Seat(String name, int points) {

        /** Not public: left to OGNL's own rules. */
        String label() {
            return name + " " + points;
        }

        public boolean isLeading() {
            return points > 0;
        }

        public String getWind() {
            return "East";
        }
    }

    private static String render(String template, Object value) {
        RecordProperties.install();
        TemplateEngine engine = new TemplateEngine();
        StringTemplateResolver resolver = new StringTemplateResolver();
        resolver.setTemplateMode(TemplateMode.HTML);
        engine.setTemplateResolver(resolver);
        return engine.process(template, new Context(null, Map.of("seat", value, "seats", List.of(value, value))));
    }

    @Test
    void componentsGettersAndBooleanGettersAreReadByTheirMethods() {
        Seat seat = new Seat("Wang Lei", 24);
        assertThat(render("<p th:text=\"${seat.name} + '/' + ${seat.points} + '/' + ${seat.leading} + '/' + "
                + "${seat.wind}\"></p>", seat)).isEqualTo("<p>Wang Lei/24/true/East</p>");
        assertThat(render("<p th:each=\"s : ${seats}\" th:text=\"${s.points * 2}\"></p>", seat))
                .isEqualTo("<p>48</p><p>48</p>");
    }

    @Test
    void onlyPublicReadersAreTakenAndAnUnknownNameStillFailsAsBefore() throws Exception {
        RecordProperties.install();
        assertThat(OgnlRuntime.getPropertyAccessor(Seat.class)).isInstanceOf(RecordProperties.class);
        assertThat(RecordProperties.find(Seat.class, "points")).isPresent();
        assertThat(RecordProperties.find(Seat.class, "wind")).isPresent();
        assertThat(RecordProperties.find(Seat.class, "label")).isEmpty();
        assertThat(RecordProperties.find(Seat.class, "nothing")).isEmpty();
        assertThatThrownBy(() -> render("<p th:text=\"${seat.nothing}\"></p>", new Seat("x", 1)))
                .hasMessageContaining("nothing");
    }
}
