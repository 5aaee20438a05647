package org.mahjongresults.engine.appeal;

/** The answer of {@link AppealWorkflow#apply}: the state the appeal moves to, or why the step is refused. */
public sealed interface Transition {

    /** True if the step is allowed. */
    boolean allowed();

    /**
     * The step is allowed.
     *
     * @param from   the state before
     * @param action the step
     * @param to     the state after
     */
    record Allowed(AppealState from, AppealAction action, AppealState to) implements Transition {
        @Override
        public boolean allowed() {
            return true;
        }
    }

    /**
     * The step is refused; the appeal stays as it was.
     *
     * @param state  the unchanged state
     * @param action the refused step
     * @param reason why
     */
    record Refused(AppealState state, AppealAction action, Refusal reason) implements Transition {
        @Override
        public boolean allowed() {
            return false;
        }
    }
}
