package org.mahjongresults.web.rendering;

import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.thymeleaf.context.ITemplateContext;
import org.thymeleaf.messageresolver.AbstractMessageResolver;

/** Resolves {@code #{key}} in templates from our bundles, in the request's language (the context's locale). */
final class BundleMessageResolver extends AbstractMessageResolver {

    private final Messages messages;

    BundleMessageResolver(Messages messages) {
        this.messages = messages;
    }

    @Override
    public String resolveMessage(ITemplateContext context, Class<?> origin, String key, Object[] args) {
        Language language = Language.fromCode(context.getLocale().getLanguage()).orElse(Language.EN);
        return messages.get(language, key, args);
    }

    @Override
    public String createAbsentMessageRepresentation(ITemplateContext context, Class<?> origin, String key,
                                                    Object[] args) {
        return "??" + key + "??";
    }
}
