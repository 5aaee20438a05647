/**
 * Rendering pages: {@link ThymeleafRenderer} (templates from {@code templates/} on the classpath, with
 * the layout's model), {@link LayoutModel} and {@link LayoutModelFactory} (language, signed-in user, CSRF token, flash),
 * {@link BundleMessageResolver} ({@code #{key}} from {@code web.i18n}), {@link RecordProperties} (templates read
 * records' accessors) and {@link QrCodes} (QR codes as inline SVG).
 */
package org.mahjongresults.web.rendering;
