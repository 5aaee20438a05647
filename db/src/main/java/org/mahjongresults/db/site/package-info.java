/**
 * Settings of the whole website: {@link SiteSettingRepository}, by name, shared by every server.
 */
package org.mahjongresults.db.site;
