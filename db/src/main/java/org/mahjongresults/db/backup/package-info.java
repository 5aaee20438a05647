/**
 * Backups of an H2 database: {@link DatabaseBackup} (H2's online backup into a zip while the website writes)
 * and {@link BackupCommand} (backup and restore from the command line). {@code web.system}'s automatic backups use it.
 */
package org.mahjongresults.db.backup;
