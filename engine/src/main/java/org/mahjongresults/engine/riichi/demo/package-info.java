/**
 * The riichi demo tournament: deterministic, seeded hanchan with real tiles scored by the hand scorer, at the
 * frequencies of real play, for the website's demo and for the sheet's property tests.
 */
package org.mahjongresults.engine.riichi.demo;
