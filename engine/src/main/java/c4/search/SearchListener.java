package c4.search;

/** Receives the protocol lines ({@code info ...}) a search produces, in order. */
@FunctionalInterface
public interface SearchListener {
    void info(String line);
}
