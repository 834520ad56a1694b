#!/usr/bin/env bash
# Regenerates the audio-question clips (a01.ogg ... a20.ogg) next to this script.
# Needs Debian's espeak-ng, sox and libsox-fmt-all. The clips are committed; the app never runs this.
# Each line of CLIPS: file name, a tab, the text spoken. The questions are in ../en/audio.json.
set -euo pipefail
cd "$(dirname "$0")"

CLIPS='a01.ogg	Listen carefully. E, L, E, P, H, A, N, T.
a02.ogg	Seven. Fourteen. Twenty one. Twenty eight.
a03.ogg	Complete the sentence. The sun rises in the east and sets in the, blank.
a04.ogg	Red. Blue. Green. Blue. Yellow. Blue.
a05.ogg	Listen carefully. O, C, E, A, N.
a06.ogg	Two. Four. Eight. Sixteen.
a07.ogg	I have keys but open no locks. I have a space but no room. You can enter, but you cannot go inside. What am I?
a08.ogg	Twelve plus nine, minus five.
a09.ogg	Lion. Tiger. Eagle. Leopard.
a10.ogg	This word is spelled backwards. R, E, T, A, W.
a11.ogg	Remember this number. Four. Nine. One. Seven.
a12.ogg	Complete the proverb. A stitch in time saves, blank.
a13.ogg	The day I am thinking of is Wednesday.
a14.ogg	Listen carefully. G, U, I, T, A, R.
a15.ogg	One. One. Two. Three. Five. Eight.
a16.ogg	The train leaves at a quarter past three.
a17.ogg	Cat. Chair. Dog. Table. Horse. Lamp.
a18.ogg	Complete the sentence. Pure water freezes at zero degrees, blank.
a19.ogg	Listen carefully. L, I, S, B, O, N.
a20.ogg	Green. Purple. Orange.'

tmp=$(mktemp --suffix=.wav)
trap 'rm -f "$tmp"' EXIT
while IFS=$'\t' read -r file text; do
  espeak-ng -v en-us -s 135 -g 4 -w "$tmp" "$text"
  # Mono, 16 kHz, lowest Vorbis quality: speech stays clear at a few kB per clip.
  sox "$tmp" -r 16000 -c 1 -C -1 "$file" norm -1
  echo "$file"
done <<< "$CLIPS"
