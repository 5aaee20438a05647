/**
 * The web module: the website over the {@code db} module. {@link App} wires the repositories, services and
 * controllers into a Javalin server; {@link Routes} is the one table of every route (method, path, handler, {@link Role});
 * {@link Main} reads {@link AppConfig}, opens and migrates the database, loads the demo and serves. Each subpackage is one
 * feature (its controller, service and page builder), plus the shared parts: {@code auth} (sessions, logins, the access
 * guard), {@code forms}, {@code rendering} (Thymeleaf), {@code i18n}, {@code publish} (spectator pages) and
 * {@code rulesets} (what differs per rule set).
 */
package org.mahjongresults.web;
