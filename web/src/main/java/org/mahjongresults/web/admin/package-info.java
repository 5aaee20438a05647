/**
 * The site administrator's pages: {@link AdminController} (accounts, password resets, new tournaments, the
 * audit log) over {@link AdminService} (a new tournament with its director, the audit log), and {@link SiteController}
 * (the website's public address and its backups). Account work itself is {@code web.account}'s {@code AccountService}.
 */
package org.mahjongresults.web.admin;
