/**
 * The engine's command line ({@link org.mahjongresults.engine.cli.Main}): score a hand, make a draw, and the
 * benchmarks, with the JSON contracts README.md gives.
 */
package org.mahjongresults.engine.cli;
