"""An arc's timeline: its index of entries (`index`), who is involved (`cast`), and one page of it (`page`)."""
