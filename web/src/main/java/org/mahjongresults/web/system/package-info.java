/**
 * Running the website: {@link SystemController} (health, 404 and error pages), {@link Metrics},
 * {@link MetricsController} and {@link PublishingMeters} ({@code /metrics}), {@link AutomaticBackups} (over
 * {@code db.backup}), {@link PublicAddress} (the address phones and QR codes reach), {@link ServingWarmup},
 * {@link ErrorAttributes} and {@link SecureErrorHandler}.
 */
package org.mahjongresults.web.system;
