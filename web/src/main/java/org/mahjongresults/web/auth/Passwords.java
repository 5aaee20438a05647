package org.mahjongresults.web.auth;

import org.mahjongresults.web.forms.Form;

/** The password rule for staff accounts: long enough to resist guessing, not absurdly long. */
public final class Passwords {

    public static final int MIN_LENGTH = 10;
    public static final int MAX_LENGTH = 200;

    private Passwords() {
    }

    /** Checks a new password and its confirmation, recording errors on the form. */
    public static void check(Form form, String field, String confirmField) {
        String pw = form.get(field);
        if (pw.length() < MIN_LENGTH) {
            form.error(field, "password.tooShort", MIN_LENGTH);
        } else if (pw.length() > MAX_LENGTH) {
            form.error(field, "form.tooLong", MAX_LENGTH);
        } else if (!pw.equals(form.get(confirmField))) {
            form.error(confirmField, "password.mismatch");
        }
    }
}
