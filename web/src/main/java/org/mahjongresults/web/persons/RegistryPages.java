package org.mahjongresults.web.persons;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.mahjongresults.db.person.PastResult;
import org.mahjongresults.db.person.PastTournament;
import org.mahjongresults.db.person.Person;
import org.mahjongresults.db.person.PersonMerge;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.forms.CsvFile;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;

/**
 * The registry's staff pages' records ({@link RegistryController}) and the builder of the EMA results file import's
 * page, whose every problem is put in the reader's words.
 */
public final class RegistryPages {

    private RegistryPages() {
    }

    /**
     * The entries waiting for a person, each with the persons proposed. {@code tournament} is set for a tournament's
     * players, {@code past} for a past tournament's lines.
     */
    public record LinkPage(Tournament tournament, PastTournament past, String action,
                           List<PersonService.Proposal> proposals, Form form) {
    }

    /** The EMA results file import: the details, the text, and after a check every line with its reasons. */
    public record HistoryImportPage(Form form, String csv, CsvFile.Result<PastResult> result,
                                    Map<Integer, List<String>> reasons, List<String> fileReasons) {
    }

    /** The merges, newest first, and the form to merge a duplicate. */
    public record MergesPage(List<PersonMerge> merges, Form form) {
    }

    /** The administrator's form for a person's details (names, country, EMA number, federation id). */
    public record PersonFormPage(Person person, Form form) {
    }

    /** The import page after a check: each line's problems and the file's, in {@code language}. */
    static HistoryImportPage checked(Form form, String csv, CsvFile.Result<PastResult> result, Messages messages,
                                     Language language) {
        Function<CsvFile.Problem, String> say = pr -> messages.get(language, pr.key(), pr.args().toArray());
        return new HistoryImportPage(form, csv, result, result.reasons(say), result.fileReasons(say));
    }
}
