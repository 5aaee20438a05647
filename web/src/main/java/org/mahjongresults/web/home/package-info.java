/**
 * The home page: {@link HomeController} shows a {@link HomePage} of the tournaments a visitor may see,
 * which {@link HomeService} finds (the public ones, and for staff the drafts they work on).
 */
package org.mahjongresults.web.home;
