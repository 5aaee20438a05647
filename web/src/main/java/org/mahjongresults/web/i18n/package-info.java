/**
 * Languages and text: {@link Language} (Chinese, English, Japanese), {@link RequestLanguage} (a request's
 * language from {@code ?lang=}, the cookie or Accept-Language), {@link Messages} (every user-visible text from the
 * {@code messages} bundles) and {@link GameNames} (fans, offences, Sichuan patterns in the reader's language).
 */
package org.mahjongresults.web.i18n;
