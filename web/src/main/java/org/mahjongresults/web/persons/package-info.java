/**
 * The registry of persons across tournaments: {@link PersonsController} (public search, a person's career,
 * grade and certificates, grade lists) and {@link RegistryController} (staff: confirming matches, importing a past
 * tournament from an {@link EmaResultsFile}) over {@link PersonService}, with {@link RegistryPages}. Grades are the
 * engine's ({@code engine.grade}); {@code db.person}'s {@code PersonRepository} stores the registry.
 */
package org.mahjongresults.web.persons;
