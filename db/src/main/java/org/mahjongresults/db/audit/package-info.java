/**
 * The audit log: {@link AuditLog} records every login, failed login and write with who, when and JSON
 * snapshots before and after, inside the writer's own transaction. Every repository that writes calls it.
 */
package org.mahjongresults.db.audit;
