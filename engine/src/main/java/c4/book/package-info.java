/**
 * The opening book: a sorted table of position codes with their exact scores (and best moves), read
 * from a checksummed file or from the class path ({@link c4.book.Book}). Used by the search to stop
 * at the book's plies; built by {@code c4.book.build}.
 */
package c4.book;
