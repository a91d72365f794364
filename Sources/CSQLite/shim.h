#include <sqlite3.h>

/* sqlite3_db_config is variadic, which Swift cannot call: one integer setting at a time, its new value not read back. */
static inline int plotline_sqlite3_db_config(sqlite3 *db, int op, int value) {
    return sqlite3_db_config(db, op, value, (int *)0);
}
