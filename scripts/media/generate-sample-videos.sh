#!/bin/sh
# Regenerates the sample clips under static/videos/ (committed; nothing is downloaded at install or run time).
# Bundles: 320x180, 90 s; shorts: 360x640 (vertical), 30 s. H.264 only (no audio track), 10 fps, small files.
# The seed (db/seed/builders/build-videos.ts, sampleVideoFiles) names these files and their durations.
set -eu
cd "$(dirname "$0")/../.."
FONT=/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
mkdir -p static/videos/bundles static/videos/shorts

clip() { # out size duration colour label fontsize
  ffmpeg -y -hide_banner -loglevel error \
    -f lavfi -i "color=c=$4:s=$2:r=10:d=$3" \
    -f lavfi -i "testsrc2=s=64x64:r=10:d=$3" \
    -filter_complex "[0][1]overlay=x='mod(t*40,W-64)':y=H-80,drawtext=fontfile=$FONT:text='$5':fontcolor=white:fontsize=$6:x=(w-tw)/2:y=h/3,drawtext=fontfile=$FONT:text='%{pts\:hms}':fontcolor=white:fontsize=$6:x=(w-tw)/2:y=h/3+$6*1.6" \
    -c:v libx264 -preset veryslow -crf 36 -pix_fmt yuv420p -g 50 -movflags +faststart -an "$1"
}

clip static/videos/bundles/sample-1.mp4 320x180 90 0x1d4ed8 'ミライキャリア 企業紹介 1' 18
clip static/videos/bundles/sample-2.mp4 320x180 90 0x047857 'ミライキャリア 企業紹介 2' 18
clip static/videos/bundles/sample-3.mp4 320x180 90 0xb45309 'ミライキャリア 企業紹介 3' 18
clip static/videos/shorts/sample-1.mp4 360x640 30 0x7c3aed 'ショート動画 1' 28
clip static/videos/shorts/sample-2.mp4 360x640 30 0xbe123c 'ショート動画 2' 28
clip static/videos/shorts/sample-3.mp4 360x640 30 0x0f766e 'ショート動画 3' 28
