/**
 * The db module: the schema, migrated by Flyway from {@code db/src/main/resources/db/migration}, and jOOQ
 * repositories over it, storing what the engine computes. {@link Database} is the pool and jOOQ context;
 * {@link DbConfig} says where (H2 by default, PostgreSQL by URL); {@link ResultsVersion} is the counter every write that
 * changes results bumps; {@link Actor} and {@link StaleDataException} serve every repository. Each subpackage's
 * repository owns its tables.
 */
package org.mahjongresults.db;
