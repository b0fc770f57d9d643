"""The tactical board: the Fiche Mouvement played on a hex battlefield (issue 17, in
progress: the movement table and the movement envelope so far)."""
