#!/bin/sh
# Regenerates the shipped podcast audio from the scripts in this folder (Ukrainian speech synthesis).
# Needs: apt-get install -y espeak-ng sox libsox-fmt-mp3
set -e
cd "$(dirname "$0")"
for f in *.txt; do
  b=${f%.txt}
  espeak-ng -v uk -s 150 -p 45 -w "/tmp/$b.wav" -f "$f"
  sox "/tmp/$b.wav" -r 22050 -c 1 "../$b.mp3" norm -1
  rm -f "/tmp/$b.wav"
done
