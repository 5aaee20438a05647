/**
 * The 81 fans of MCR 2006 附件1, one class per fan. To find the code of a rule: look the fan up in {@link
 * org.mahjongresults.engine.mcr.fan.Fan} by number or name; its class is the constant's name in camel case (fan 63
 * {@code ALL_CHOWS} is {@link org.mahjongresults.engine.mcr.fan.AllChows}). Each class decides how often its fan
 * occurs in one reading of the hand; what a fan makes "not counted" is in {@link
 * org.mahjongresults.engine.mcr.fan.Exclusions}; how chow and pung combinations obey the principles of §5.2 is in
 * {@link org.mahjongresults.engine.mcr.fan.Combinations}; {@link org.mahjongresults.engine.mcr.fan.FanEngine} tries
 * every reading and keeps the best.
 */
package org.mahjongresults.engine.mcr.fan;
