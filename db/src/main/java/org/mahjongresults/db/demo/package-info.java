/**
 * The demo loaded into an empty database: {@link DemoData} (the demo tournament, its staff and draw), with
 * {@link DemoResults}, {@link DemoHands}, {@link DemoPenalties}, {@link DemoAppeals}, {@link DemoHistory},
 * {@link DemoSchedule} and {@link SwissDemo}; and {@link BigTournament}, the load-test tournament of BENCHMARKS.md.
 * It writes through the other packages' repositories.
 */
package org.mahjongresults.db.demo;
